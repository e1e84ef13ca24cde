import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRequiredContext } from './required-context';

const { Provider, useRequiredContext } = createRequiredContext<{ open: boolean }>('MenuProvider');

function Consumer() {
  const { open } = useRequiredContext('useMenu');
  return <span>{open ? 'open' : 'closed'}</span>;
}

describe('createRequiredContext', () => {
  it('gives the value inside its provider', () => {
    expect(
      renderToString(
        <Provider value={{ open: true }}>
          <Consumer />
        </Provider>,
      ),
    ).toContain('open');
  });

  it('throws an error naming the missing provider outside it', () => {
    expect(() => renderToString(<Consumer />)).toThrow(
      'useMenu() must be used inside <MenuProvider>: the provider is missing from the component tree.',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutdatedTranslationNotice } from './outdated-translation-notice';

describe('the outdated-translation notice', () => {
  it('says the English page changed and links to it, in the English of the default locale', () => {
    render(<OutdatedTranslationNotice outdated sourceHref="/docs/experience-sdk/intro" />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(
      'The English page has changed since this translation was written. Read the current English page.',
    );
    const link = screen.getByRole('link', { name: 'Read the current English page.' });
    expect(link.getAttribute('href')).toBe('/docs/experience-sdk/intro');
    expect(link.getAttribute('hreflang')).toBe('en');
  });

  it('shows nothing on a current translation', () => {
    const { container } = render(<OutdatedTranslationNotice outdated={false} sourceHref="/docs/x" />);
    expect(container.innerHTML).toBe('');
  });
});

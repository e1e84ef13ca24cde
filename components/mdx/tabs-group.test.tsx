import { act, render as renderTree, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tabs as tabsBehaviour } from '@/lib/browser/tabs-behaviour';
import { Tab, Tabs } from './tabs';

// The behaviour the page loads after hydration (components/ui/behaviour.client.tsx), attached at once.
let release = () => {};
afterEach(() => release());
function render(ui: ReactElement) {
  const result = renderTree(ui);
  release = tabsBehaviour.attach();
  return result;
}

function Pm({ id, queryString }: { id: string; queryString?: boolean | string }) {
  return (
    <section data-testid={id}>
      <Tabs groupId="pm" queryString={queryString}>
        <Tab label="npm">npm i</Tab>
        <Tab label="yarn">yarn add</Tab>
      </Tabs>
    </section>
  );
}

const selected = (id: string) =>
  within(screen.getByTestId(id))
    .getAllByRole('tab')
    .find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/docs/a');
});
afterEach(() => localStorage.clear());

describe('<Tabs groupId>', () => {
  it('switches every tabs of the group on the page together and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Pm id="one" />
        <Pm id="two" />
      </>,
    );
    await user.click(within(screen.getByTestId('one')).getByRole('tab', { name: 'yarn' }));
    expect(selected('one')).toBe('yarn');
    expect(selected('two')).toBe('yarn');
    expect(localStorage.getItem('docusaurus.tab.pm')).toBe('yarn');
  });

  it('starts from the choice remembered on another page', () => {
    localStorage.setItem('docusaurus.tab.pm', 'yarn');
    render(<Pm id="one" />);
    expect(selected('one')).toBe('yarn');
  });

  it('follows a choice made in another window of the site', () => {
    render(<Pm id="one" />);
    act(() => {
      localStorage.setItem('docusaurus.tab.pm', 'yarn');
      window.dispatchEvent(new StorageEvent('storage', { key: 'docusaurus.tab.pm', newValue: 'yarn' }));
    });
    expect(selected('one')).toBe('yarn');
  });

  it('with queryString, reads and writes the choice in the address, which wins over the stored one', async () => {
    localStorage.setItem('docusaurus.tab.pm', 'npm');
    window.history.replaceState(null, '', '/docs/a?pm=yarn');
    const user = userEvent.setup();
    render(<Pm id="one" queryString />);
    expect(selected('one')).toBe('yarn');
    await user.click(screen.getByRole('tab', { name: 'npm' }));
    expect(window.location.search).toBe('?pm=npm');
  });

  it('keeps its own tab when the group chooses a value it does not have', async () => {
    localStorage.setItem('docusaurus.tab.pm', 'pnpm');
    render(<Pm id="one" />);
    expect(selected('one')).toBe('npm');
  });

  it('tabs without a group stay independent', async () => {
    const user = userEvent.setup();
    render(
      <>
        <section data-testid="a">
          <Tabs>
            <Tab label="npm">1</Tab>
            <Tab label="yarn">2</Tab>
          </Tabs>
        </section>
        <section data-testid="b">
          <Tabs>
            <Tab label="npm">1</Tab>
            <Tab label="yarn">2</Tab>
          </Tabs>
        </section>
      </>,
    );
    await user.click(within(screen.getByTestId('a')).getByRole('tab', { name: 'yarn' }));
    expect(selected('a')).toBe('yarn');
    expect(selected('b')).toBe('npm');
    expect(localStorage.length).toBe(0);
  });
});

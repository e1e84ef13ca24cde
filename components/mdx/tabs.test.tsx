import { render as renderTree, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

function renderTabs() {
  render(
    <Tabs>
      <Tab label="npm">npm install acme</Tab>
      <Tab label="yarn">yarn add acme</Tab>
      <Tab label="pnpm">pnpm add acme</Tab>
    </Tabs>,
  );
  return screen.getAllByRole('tab');
}

/** The selected tab, which alone is in the tab order, and the one visible panel. */
function expectSelected(tabs: HTMLElement[], index: number) {
  tabs.forEach((tab, i) => {
    expect(tab.getAttribute('aria-selected'), `aria-selected of tab ${i}`).toBe(String(i === index));
    expect(tab.tabIndex, `tabindex of tab ${i}`).toBe(i === index ? 0 : -1);
  });
  const panel = screen.getByRole('tabpanel');
  expect(panel).toBe(document.getElementById(tabs[index].getAttribute('aria-controls')!));
  expect(panel.getAttribute('aria-labelledby')).toBe(tabs[index].id);
  expect(panel.textContent).toBe(['npm install acme', 'yarn add acme', 'pnpm add acme'][index]);
}

describe('<Tabs>', () => {
  it('starts on the first tab, with the other panels hidden but in the page', () => {
    const tabs = renderTabs();
    expect(tabs.map((t) => t.textContent)).toEqual(['npm', 'yarn', 'pnpm']);
    expectSelected(tabs, 0);
    expect(document.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
  });

  it('moves with the arrow keys, wrapping around, and keeps focus on the selected tab', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expectSelected(tabs, 1);
    expect(document.activeElement).toBe(tabs[1]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected(tabs, 0);
    await user.keyboard('{ArrowLeft}');
    expectSelected(tabs, 2);
    expect(document.activeElement).toBe(tabs[2]);
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expectSelected(tabs, 2);
    expect(document.activeElement).toBe(tabs[2]);
    await user.keyboard('{Home}');
    expectSelected(tabs, 0);
    expect(document.activeElement).toBe(tabs[0]);
  });

  it('leaves other keys to the page', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expectSelected(tabs, 0);
  });

  it('selects a clicked tab, and Tab leaves the tab list for the panel content', async () => {
    const user = userEvent.setup();
    const tabs = renderTabs();
    await user.click(tabs[1]);
    expectSelected(tabs, 1);
    // Roving tabindex: Shift+Tab from outside comes back to the selected tab, not the first.
    await user.tab();
    expect(tabs).not.toContain(document.activeElement);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(tabs[1]);
  });
});

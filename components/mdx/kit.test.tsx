import { readFileSync } from 'node:fs';
import { act, render as renderTree, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { accordions } from '@/lib/browser/accordion-behaviour';
import { BADGE_VARIANTS } from '@/lib/markdown/component-props';
import { contrastRatio } from '@/lib/theme/colors';
import { Accordion } from './accordion';
import { Badge } from './badge';
import { Card, Cards } from './cards';
import { BADGE_TEXT } from './kit-styles';
import { Steps } from './steps';
import { ZoomImage } from './zoom-image';

// The accordions' behaviour, which pages load after hydration (components/ui/behaviour.client.tsx), attached at once.
let release = () => {};
function render(ui: ReactElement) {
  const result = renderTree(ui);
  release = accordions.attach();
  return result;
}
afterEach(() => {
  release();
  window.history.replaceState(null, '', '/');
});

describe('image zoom', () => {
  it('makes the image a button that opens a popover of it, closed by a click on it, with no script', () => {
    render(<ZoomImage src="/img/flow.png" alt="The flow" width={400} height={300} />);
    const trigger = screen.getByRole('button', { name: 'Enlarge image: The flow' });
    const popover = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    expect(popover.getAttribute('popover')).toBe('auto');
    expect(popover.getAttribute('role')).toBe('dialog');
    expect(trigger.querySelector('img')?.getAttribute('width')).toBe('400');
    const close = popover.querySelector('button')!;
    expect(close.getAttribute('popovertarget')).toBe(popover.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    // The large copy is fetched only when shown.
    expect(close.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(document.head.querySelector('style[data-href="mdx-kit-zoom"], style[href="mdx-kit-zoom"]')).not.toBeNull();
  });

  it('gives each image its own popover', () => {
    render(
      <p>
        <ZoomImage src="/a.png" alt="A" />
        <ZoomImage src="/b.png" alt="B" />
      </p>,
    );
    const [a, b] = screen.getAllByRole('button', { name: /Enlarge/ });
    expect(a.getAttribute('popovertarget')).not.toBe(b.getAttribute('popovertarget'));
  });
});

describe('<Accordion>', () => {
  it('is a details element with its id from the title, closed by default', () => {
    render(<Accordion title="Why is my token rejected?">Because.</Accordion>);
    const details = document.querySelector('details')!;
    expect(details.id).toBe('why-is-my-token-rejected');
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Why is my token rejected?');
  });

  it('opens when the address points at it or into it, on load and on a hash change', async () => {
    window.history.replaceState(null, '', '/#faq');
    render(
      <>
        <Accordion title="FAQ">
          <Accordion title="Inner" id="inner">
            <p id="deep">Deep</p>
          </Accordion>
        </Accordion>
        <Accordion title="Other">x</Accordion>
      </>,
    );
    const [faq, inner, other] = document.querySelectorAll('details');
    expect(faq.open).toBe(true);
    expect(inner.open).toBe(false);
    faq.open = false;
    await act(async () => {
      window.history.replaceState(null, '', '/#deep');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect([faq.open, inner.open, other.open]).toEqual([true, true, false]);
  });

  it('opens every accordion while printing and closes them again after', () => {
    render(
      <>
        <Accordion title="A">a</Accordion>
        <Accordion title="B" open>
          b
        </Accordion>
      </>,
    );
    const [a, b] = document.querySelectorAll('details');
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect([a.open, b.open]).toEqual([true, true]);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect([a.open, b.open]).toEqual([false, true]);
  });
});

describe('<Steps>, <Cards>', () => {
  it('wraps the ordered list, and a card with href is one link', () => {
    render(
      <>
        <Steps>
          <ol>
            <li>One</li>
          </ol>
        </Steps>
        <Cards cols={2}>
          <Card title="Start" href="https://example.com/" icon="rocket" description="First steps." />
          <Card title="Plain" />
        </Cards>
      </>,
    );
    expect(document.querySelector('.steps > ol > li')?.textContent).toBe('One');
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('StartFirst steps.');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector<HTMLElement>('.cards')?.style.getPropertyValue('--cards-cols')).toBe('2');
  });
});

describe('<Badge>', () => {
  it('renders its text or content in its variant', () => {
    render(
      <>
        <Badge variant="tip">New</Badge>
        <Badge text="Beta" />
      </>,
    );
    expect(screen.getByText('New').className).toBe('badge badge-tip');
    expect(screen.getByText('Beta').className).toBe('badge badge-note');
  });

  it('has WCAG AA contrast (4.5:1) on its background in both themes', () => {
    const css = readFileSync('app/styles/base.css', 'utf8');
    const [light, dark] = css.split('[data-theme="dark"]');
    const background = (block: string, variant: string) =>
      new RegExp(`--${variant}-bg:\\s*(#[0-9a-f]{6})`).exec(block)![1];
    for (const variant of BADGE_VARIANTS) {
      expect(
        contrastRatio(BADGE_TEXT.light[variant], background(light, variant)),
        `${variant} light`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(BADGE_TEXT.dark[variant], background(dark, variant)),
        `${variant} dark`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});

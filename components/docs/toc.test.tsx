import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalDate } from '../page-meta/local-date.client';
import { TableOfContents } from './toc.client';

describe('the table of contents', () => {
  it('is titled and named with the text it is given', () => {
    render(<TableOfContents items={[{ id: 'install', text: 'Installer', depth: 2 }]} title="Sur cette page" />);
    expect(screen.getByRole('navigation', { name: 'Sur cette page' }).querySelector('.toc-title')?.textContent).toBe(
      'Sur cette page',
    );
  });
});

describe('a local date', () => {
  it("is written in the page's locale when it has one", async () => {
    render(<LocalDate dateTime="2026-05-04T12:00:00+00:00" locale="fr" />);
    await waitFor(() => expect(screen.getByText('4 mai 2026')).toBeTruthy());
    expect(screen.getByText('4 mai 2026').getAttribute('datetime')).toBe('2026-05-04T12:00:00+00:00');
  });
});

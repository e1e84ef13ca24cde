import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrashFallback } from './crash-fallback.client';
import { type CrashStrings, CrashStringsProvider } from './crash-strings.client';
import { ErrorBox } from './error-box.client';

const french: CrashStrings = {
  'crash.title': 'Cette page a planté.',
  'crash.tryAgain': 'Réessayer',
  'crash.cause': 'Cause : ',
  'crash.reference': "Référence de l'erreur : {digest}",
  'error.retry': 'Recommencer',
};

const crash = () => Object.assign(new Error('outer', { cause: new Error('inner') }), { digest: 'abc123' });

describe('the crash page and the error box', () => {
  it('speak English with no provider above them (global-error, outside the root layout)', () => {
    render(<CrashFallback error={crash()} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page crashed.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Cause:', { exact: false }).textContent).toBe('Cause: ');
    expect(screen.getByText('Error reference: abc123')).toBeTruthy();
  });

  it("speak the locale's texts the root layout provides", () => {
    const retry = vi.fn();
    render(
      <CrashStringsProvider strings={french}>
        <CrashFallback error={crash()} reset={() => {}} />
        <ErrorBox error={new Error('chunk failed')} retry={retry} />
      </CrashStringsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cette page a planté.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByText("Référence de l'erreur : abc123")).toBeTruthy();
    screen.getByRole('button', { name: 'Recommencer' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});

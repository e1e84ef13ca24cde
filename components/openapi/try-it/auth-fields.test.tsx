import fs from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import yaml from 'js-yaml';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import { tokenKind } from '@/lib/try-it/auth.client';
import { authReducer, initialAuthState } from '@/lib/try-it/console-state.client';
import type { TryItOperation, TryItScheme } from '@/lib/try-it/types';
import { AuthFields } from './auth-fields';
import { type TryItStrings, TryItStringsProvider } from './strings';

afterEach(cleanup);

// The Profiles document's schemes, with the kinds the build gives them: the private and public
// tokens share the X-Access-Token header and the access_token query parameter.
const doc = yaml.load(fs.readFileSync('openapi/profiles.yaml', 'utf8')) as {
  components: { securitySchemes: Record<string, { in: 'header' | 'query'; name: string; description: string }> };
};
const schemes: Record<string, TryItScheme> = Object.fromEntries(
  Object.entries(doc.components.securitySchemes).map(([key, s]) => [
    key,
    { key, type: 'apiKey', in: s.in, name: s.name, kind: tokenKind(key, s.description), summary: `${s.in} ${s.name}` },
  ]),
);

/** The fieldset with the console's state around it. */
function Harness({ security, strings = ENGLISH }: { security: string[][]; strings?: TryItStrings }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const op: Pick<TryItOperation, 'security' | 'schemes'> = { security, schemes };
  return (
    <TryItStringsProvider value={strings as TryItStrings}>
      <AuthFields op={op} state={state} dispatch={dispatch} />
    </TryItStringsProvider>
  );
}

describe('Try it authentication fields', () => {
  it('labels the public token of upsertProfile as public, without the server-side warning', () => {
    render(<Harness security={[['publicTokenHeader'], ['publicTokenQuery']]} />);
    expect(screen.getByLabelText(/^Public token \(header X-Access-Token\)/)).toBeTruthy();
    expect(screen.queryByLabelText(/Private token/)).toBeNull();
    expect(screen.queryByText(/keep it server-side/)).toBeNull();
    expect(screen.queryByText(/belongs server-side/)).toBeNull();
    expect(screen.getByText('Needs a public token (header X-Access-Token; query access_token).')).toBeTruthy();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Public token, header X-Access-Token', 'Public token, query access_token']);
  });

  it('follows the selected scheme when private and public tokens share a header (getProfile)', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        security={[['privateTokenHeader'], ['privateTokenQuery'], ['publicTokenHeader'], ['publicTokenQuery']]}
      />,
    );
    const select = screen.getByLabelText('Send the token as');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Private token, header X-Access-Token',
      'Private token, query access_token',
      'Public token, header X-Access-Token',
      'Public token, query access_token',
    ]);
    const privateField = screen.getByLabelText(/^Private token \(header X-Access-Token\)/);
    expect(screen.getByText(/A private token must stay secret/)).toBeTruthy();
    await user.type(privateField, 'tok_private');

    await user.selectOptions(select, 'Public token, header X-Access-Token');
    const publicField = screen.getByLabelText(/^Public token \(header X-Access-Token\)/) as HTMLInputElement;
    // Its own field: the private token typed above is not sent under the public scheme's name.
    expect(publicField.value).toBe('');
    expect(publicField.id).toBe('try-it-token-publicTokenHeader');
    expect(screen.queryByText(/A private token must stay secret/)).toBeNull();

    await user.selectOptions(select, 'Private token, header X-Access-Token');
    expect((screen.getByLabelText(/^Private token \(header X-Access-Token\)/) as HTMLInputElement).value).toBe(
      'tok_private',
    );
  });
});

describe('Try it authentication fields on a French page', () => {
  const french = {
    ...ENGLISH,
    'tryIt.kind.private': 'Jeton privé',
    'tryIt.need.private': 'privé',
    'tryIt.needs': 'Demande {what}{where}.',
    'tryIt.needsToken': 'un jeton {kinds}',
    'tryIt.where.header': 'en-tête {name}',
    'tryIt.where.query': 'paramètre {name}',
    'tryIt.serverSideHint':
      'Un jeton {kind} doit rester secret : gardez-le côté serveur, jamais dans le code front-end.',
    'tryIt.showToken': 'Afficher le jeton',
    'tryIt.keepTokens': 'Garder les jetons pour cet onglet (sessionStorage)',
  } as TryItStrings;

  it('says what is needed, where it goes, the hint and the checkboxes in French', () => {
    render(<Harness security={[['privateTokenHeader']]} strings={french} />);
    expect(screen.getByText('Demande un jeton privé (en-tête X-Access-Token).')).toBeTruthy();
    expect(screen.getByLabelText(/^Jeton privé \(en-tête X-Access-Token\)/)).toBeTruthy();
    expect(
      screen.getByText('Un jeton privé doit rester secret : gardez-le côté serveur, jamais dans le code front-end.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Afficher le jeton')).toBeTruthy();
    expect(screen.getByLabelText('Garder les jetons pour cet onglet (sessionStorage)')).toBeTruthy();
  });

  it('says them as before in English', () => {
    render(<Harness security={[['privateTokenHeader']]} />);
    expect(
      screen.getByText('A private token must stay secret: keep it server-side, never in front-end code.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Show token')).toBeTruthy();
    expect(screen.getByLabelText('Keep tokens for this tab (sessionStorage)')).toBeTruthy();
  });
});

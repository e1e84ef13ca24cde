import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import type { TryItModule } from '@/lib/try-it/issues.client';
import type { StandaloneValidate, TryItOperation } from '@/lib/try-it/types';
import { ApiEnhancer } from '../api-enhancer.client';
import { CodePanels } from '../code-panels';
import { shownBodyExample } from './opening-example';
import type { TryItStrings } from './strings';
import TryItConsole from './try-it-console.client';

const english = ENGLISH as TryItStrings;

// The whole console over its reducer and leaves, in a simulated DOM: what e2e/try-it.spec.ts
// checks in a browser, in mock mode (nothing is sent).
const op: TryItOperation = {
  api: 'content',
  id: 'createContent',
  method: 'post',
  path: '/items/{item_id}',
  servers: [{ url: 'https://api.acme.com/v2', variables: {} }],
  allowedOrigins: [],
  configKey: 'apis[0].tryIt.allowedOrigins',
  defaultMode: 'mock',
  parameters: [
    { name: 'item_id', in: 'path', required: true, type: 'string', example: 'i_1' },
    { name: 'page_size', in: 'query', required: false, type: 'integer', default: 10, validator: 'p1' },
  ],
  body: { mediaType: 'application/json', required: true, example: { title: 'Hi' }, validator: 'body' },
  security: [['readWriteToken']],
  schemes: {
    readWriteToken: {
      key: 'readWriteToken',
      type: 'apiKey',
      in: 'query',
      name: 'access_token',
      kind: 'read-write',
      summary: 'query access_token',
    },
  },
  responses: [
    { status: '201', mediaType: 'application/json', example: { id: 'i_1' } },
    {
      status: '403',
      description: 'Access denied: the token is missing or invalid.',
      mediaType: 'application/json',
      example: { message: 'denied' },
    },
    { status: '422', mediaType: 'application/json', example: { message: 'invalid' } },
  ],
};
const validatorOf = (check: (value: unknown) => string | undefined): StandaloneValidate => {
  const validate: StandaloneValidate = (value) => {
    const message = check(value);
    validate.errors = message ? [{ instancePath: '', message }] : null;
    return !message;
  };
  return validate;
};
const mod: TryItModule = {
  operation: op,
  validators: () => ({
    p1: validatorOf((v) => (typeof v === 'number' && v > 100 ? 'must be <= 100' : undefined)),
    body: validatorOf((v) =>
      typeof (v as { title?: unknown }).title === 'string' ? undefined : 'must have required property',
    ),
  }),
};
const TOKEN = 'tok_1234567890';

function open(onClose = () => {}) {
  const { container } = render(
    <TryItConsole mod={mod} title="Create content" onClose={onClose} fullscreen={false} strings={english} />,
  );
  return { container, status: () => container.querySelector('[data-try-it-status]') };
}

afterEach(() => sessionStorage.clear());

describe('Try it console (DOM)', () => {
  it('opens ready, focused on its title, in mock mode with examples filled in', async () => {
    const { container } = open();
    expect(container.querySelector('.try-it[data-try-it-ready]')).toBeTruthy();
    expect(document.activeElement?.id).toBe('try-it-title');
    expect((screen.getByLabelText('Use example responses') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^page_size/) as HTMLInputElement).value).toBe('10');
    expect(container.querySelector('[data-try-it-server-side]')?.textContent).toContain('read-write token');
    await waitFor(() => expect(container.querySelector('#try-it-body-check')?.textContent).toBe('Matches the schema.'));
  });

  it('answers from the document: 403 without a token, then the example; the curl masks the token', async () => {
    const user = userEvent.setup();
    const { container, status } = open();
    await user.click(screen.getByRole('button', { name: 'Send (example response)' }));
    expect(status()?.getAttribute('data-try-it-status')).toBe('403');
    await user.type(screen.getByLabelText(/Read-write token/), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Send (example response)' }));
    expect(status()?.getAttribute('data-try-it-status')).toBe('201');
    const curl = container.querySelector('[data-try-it-curl]')?.textContent ?? '';
    expect(curl).toContain('access_token=••••••••7890');
    expect(curl).not.toContain(TOKEN);
    await user.click(screen.getByLabelText('Show token'));
    expect(container.querySelector('[data-try-it-curl]')?.textContent).toContain(TOKEN);
  });

  it('shows a parameter problem at its field and answers the document 4xx; a body that is not JSON disables Send', async () => {
    const user = userEvent.setup();
    const { container, status } = open();
    await user.type(screen.getByLabelText(/Read-write token/), TOKEN);
    await user.clear(screen.getByLabelText(/^page_size/));
    await user.type(screen.getByLabelText(/^page_size/), '1000');
    await waitFor(() =>
      expect(container.querySelector('#try-it-query-page_size-err')?.textContent).toBe('must be <= 100'),
    );
    await user.click(screen.getByRole('button', { name: 'Send (example response)' }));
    expect(status()?.getAttribute('data-try-it-status')).toBe('422');
    fireEvent.change(screen.getByLabelText(/Request body/), { target: { value: '{"title": 5}' } });
    await waitFor(() =>
      expect(container.querySelector('[data-try-it-body-issues]')?.textContent).toContain(
        'must have required property',
      ),
    );
    fireEvent.change(screen.getByLabelText(/Request body/), { target: { value: '{\n  "title": \n' } });
    await waitFor(() => expect(container.querySelector('[data-try-it-parse-error]')).toBeTruthy());
    expect((container.querySelector('.try-it-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('in live mode refuses a custom base URL off the allowed origins, naming the key, and disables Send', async () => {
    const user = userEvent.setup();
    const { container } = open();
    await user.click(screen.getByLabelText('Send to the server'));
    await user.selectOptions(screen.getByLabelText('Server', { exact: true }), 'custom');
    const base = screen.getByLabelText(/Base URL/);
    await user.clear(base);
    await user.type(base, 'https://evil.example');
    expect(container.querySelector('[data-try-it-base-error]')?.textContent).toContain('apis[0].tryIt.allowedOrigins');
    expect((container.querySelector('.try-it-send') as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Server', { exact: true }), '0');
    expect((container.querySelector('.try-it-send') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps tokens for the tab only when asked, and reads them back on the next open', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText(/Read-write token/), 'kept');
    await waitFor(() => expect(sessionStorage.getItem('try-it-tokens:content')).toBeNull());
    await user.click(screen.getByLabelText(/Keep tokens for this tab/));
    await waitFor(() => expect(sessionStorage.getItem('try-it-tokens:content')).toBe('{"readWriteToken":"kept"}'));
    render(<TryItConsole mod={mod} title="Again" onClose={() => {}} fullscreen={false} strings={english} />);
    await waitFor(() =>
      expect(screen.getAllByLabelText(/Read-write token/).map((i) => (i as HTMLInputElement).value)).toEqual([
        'kept',
        'kept',
      ]),
    );
  });

  it('loads any named example of the body into the editor, checked as typed text is', async () => {
    const user = userEvent.setup();
    const examples = [
      { key: 'hi', label: 'Greeting', value: { title: 'Hi' } },
      { key: 'bad', label: 'Untitled', value: { body: 'x' } },
    ];
    const withExamples: TryItModule = { ...mod, operation: { ...op, body: { ...op.body!, examples } } };
    const { container } = render(
      <TryItConsole
        mod={withExamples}
        title="Create content"
        onClose={() => {}}
        fullscreen={false}
        strings={english}
      />,
    );
    const editor = screen.getByLabelText(/^Request body/) as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual({ title: 'Hi' });
    const picker = screen.getByLabelText('Load example') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Choose one of 2', 'Greeting', 'Untitled']);
    await user.selectOptions(picker, 'bad');
    expect(JSON.parse(editor.value)).toEqual({ body: 'x' });
    await waitFor(() =>
      expect(container.querySelector('[data-try-it-body-issues]')?.textContent).toContain(
        'must have required property',
      ),
    );
    await user.selectOptions(picker, 'hi');
    expect(JSON.parse(editor.value)).toEqual({ title: 'Hi' });
    // Without named examples there is nothing to choose.
    render(<TryItConsole mod={mod} title="Again" onClose={() => {}} fullscreen={false} strings={english} />);
    expect(screen.getAllByLabelText('Load example')).toHaveLength(1);
  });

  it("opens on the body example the page's switcher shows; the picker says which, and loads any other", async () => {
    const user = userEvent.setup();
    const examples = [
      { key: 'hi', label: 'Greeting', value: { title: 'Hi' } },
      { key: 'bye', label: 'Farewell', value: { title: 'Bye' } },
    ];
    const withExamples: TryItModule = { ...mod, operation: { ...op, body: { ...op.body!, examples } } };
    // The operation's samples column as the server renders it, its switcher driven by the page's enhancer.
    const page = render(
      <div className="operation-samples">
        <CodePanels
          title="Request body"
          group="body"
          panels={[
            {
              label: 'application/json',
              key: 'application/json',
              code: '',
              examples: examples.map((ex) => ({ key: ex.key, label: ex.label, code: JSON.stringify(ex.value) })),
            },
          ]}
        />
        <ApiEnhancer tryItStrings={english} />
      </div>,
    );
    const samples = page.container.querySelector('.operation-samples')!;
    expect(shownBodyExample(samples, 'application/json')).toBe('hi');
    await user.click(screen.getByRole('tab', { name: 'Farewell' }));
    expect(shownBodyExample(samples, 'application/json')).toBe('bye');
    // Another media type, or no column (an operation without a switcher): nothing chosen.
    expect(shownBodyExample(samples, 'text/plain')).toBeUndefined();
    expect(shownBodyExample(undefined, 'application/json')).toBeUndefined();
    const console = within(
      render(
        <TryItConsole
          mod={withExamples}
          title="Create content"
          onClose={() => {}}
          fullscreen={false}
          samples={samples}
          strings={english}
        />,
      ).container,
    );
    const editor = console.getByLabelText(/^Request body/) as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual({ title: 'Bye' });
    const picker = console.getByLabelText('Load example') as HTMLSelectElement;
    expect(picker.value).toBe('bye');
    await user.selectOptions(picker, 'hi');
    expect(JSON.parse(editor.value)).toEqual({ title: 'Hi' });
    // Edited, the body is no example: the picker shows its placeholder, so the same example loads again.
    await user.type(editor, ' ');
    expect(picker.value).toBe('');
    await user.selectOptions(picker, 'hi');
    expect(JSON.parse(editor.value)).toEqual({ title: 'Hi' });
    expect(editor.value.endsWith(' ')).toBe(false);
    localStorage.clear();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    open(onClose);
    fireEvent.keyDown(screen.getByLabelText(/^page_size/), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the locale's texts it is given: title, fieldset, actions, close", () => {
    const french = {
      ...english,
      'tryIt.title': 'Essayer : {title}',
      'tryIt.close': 'Fermer',
      'tryIt.answers': 'Réponses',
      'tryIt.sendExample': 'Envoyer (réponse d’exemple)',
      'tryIt.copyCurl': 'Copier en curl',
      'tryIt.curl': 'La requête en commande curl',
    };
    render(<TryItConsole mod={mod} title="Créer un contenu" onClose={() => {}} fullscreen={false} strings={french} />);
    expect(screen.getByRole('heading', { name: 'Essayer : Créer un contenu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Réponses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer (réponse d’exemple)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier en curl' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'La requête en commande curl' })).toBeTruthy();
  });

  it("shows the locale's status texts: token need, server-side warning, modes, required marks, examples, copies", async () => {
    const french: TryItStrings = {
      ...english,
      'tryIt.modeMock': 'Utiliser les réponses d’exemple',
      'tryIt.modeLive': 'Envoyer au serveur',
      'tryIt.needs': 'Demande {what}{where}.',
      'tryIt.needsToken': 'un jeton {kinds}',
      'tryIt.serverSide': 'Cette opération demande un jeton {kinds}, à garder côté serveur.',
      'tryIt.required': ' requis',
      'tryIt.notSet': '(vide)',
      'tryIt.copiedCurl': 'Commande curl copiée.',
      'tryIt.clipboardRefused': 'Le navigateur a refusé le presse-papiers.',
    };
    const { container } = render(
      <TryItConsole mod={mod} title="Créer" onClose={() => {}} fullscreen={false} strings={french} />,
    );
    expect(screen.getByLabelText('Utiliser les réponses d’exemple')).toBeTruthy();
    expect(screen.getByLabelText('Envoyer au serveur')).toBeTruthy();
    expect(container.querySelector('[data-try-it-need]')?.textContent).toBe(
      'Demande un jeton read-write (query access_token).',
    );
    expect(container.querySelector('[data-try-it-server-side]')?.textContent).toBe(
      'Cette opération demande un jeton read-write, à garder côté serveur.',
    );
    expect(screen.getByText('item_id').closest('label')?.textContent).toContain(' requis');
    // The copy's outcome: copied, or refused where the clipboard is not available.
    await userEvent.click(screen.getByRole('button', { name: english['tryIt.copyCurl'] }));
    await waitFor(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toMatch(
        /^(Commande curl copiée\.|Le navigateur a refusé le presse-papiers\.)$/,
      ),
    );
  });
});

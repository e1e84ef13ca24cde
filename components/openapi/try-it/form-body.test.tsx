import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '@/lib/i18n/english';
import type { TryItModule } from '@/lib/try-it/issues.client';
import type { StandaloneValidate, TryItOperation } from '@/lib/try-it/types';
import type { TryItStrings } from './strings';
import TryItConsole from './try-it-console.client';

// A multipart operation in the console, beside the reference's request samples as the page renders
// them (components/openapi/code-panels.tsx): the form's file input, and the samples following it.
const op: TryItOperation = {
  api: 'forms',
  id: 'uploadFile',
  method: 'post',
  path: '/uploads',
  servers: [{ url: 'https://files.example.com/v1', variables: {} }],
  allowedOrigins: [],
  configKey: 'apis[0].tryIt.allowedOrigins',
  defaultMode: 'mock',
  parameters: [],
  body: {
    mediaType: 'multipart/form-data',
    required: true,
    example: { title: 'Holiday' },
    validator: 'body',
    form: [
      { name: 'title', required: true, type: 'string' },
      { name: 'file', required: true, type: 'string', file: true },
    ],
  },
  security: [['tokenHeader']],
  schemes: {
    tokenHeader: {
      key: 'tokenHeader',
      type: 'apiKey',
      in: 'header',
      name: 'X-Access-Token',
      summary: 'header X-Access-Token',
    },
  },
  responses: [
    { status: '201', mediaType: 'application/json', example: { id: 'up_1' } },
    { status: '422', mediaType: 'application/json', example: { error: 'invalid form' } },
  ],
};
const requireFile: StandaloneValidate = (value) => {
  const ok = typeof (value as { file?: unknown }).file === 'string';
  requireFile.errors = ok ? null : [{ instancePath: '', message: "must have required property 'file'" }];
  return ok;
};
const mod: TryItModule = { operation: op, validators: () => ({ body: requireFile }) };
const TOKEN = 'tok_1234567890';

/** The operation's section as the page has it: its request samples in tabs. */
function page() {
  document.body.innerHTML = `
    <section id="uploadFile" class="operation"><div class="operation-samples">
      <div class="code-panels" data-tab-group="language">
        <div role="tabpanel" data-panel="curl" data-label="curl"><div class="code-block"><pre><code>curl documented</code></pre></div></div>
        <div role="tabpanel" data-panel="Go" data-label="Go"><div class="code-block"><pre><code>go documented</code></pre></div></div>
      </div>
    </div></section>`;
  const host = document.createElement('div');
  document.querySelector('.operation-samples')!.prepend(host);
  return host;
}
const panel = (label: string) => document.querySelector<HTMLElement>(`[data-panel="${label}"]`)!;

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('Try it with a multipart body (DOM)', () => {
  it('has a field per property, a file input, and checks the form; the samples beside follow it, token masked', async () => {
    const user = userEvent.setup();
    const { unmount, container } = render(
      <TryItConsole
        mod={mod}
        title="Upload a file"
        onClose={() => {}}
        fullscreen={false}
        strings={ENGLISH as TryItStrings}
      />,
      { container: page() },
    );
    expect((screen.getByLabelText(/^title/) as HTMLInputElement).value).toBe('Holiday');
    const input = screen.getByLabelText(/^file/) as HTMLInputElement;
    expect(input.type).toBe('file');
    await waitFor(() => expect(container.querySelector('[data-try-it-body-issues]')?.textContent).toContain("'file'"));
    await user.type(screen.getByLabelText(/\(header X-Access-Token\)/), TOKEN);
    await user.upload(input, new File(['hello'], 'hello.txt', { type: 'text/plain' }));
    await waitFor(() => expect(container.querySelector('#try-it-body-check')?.textContent).toBe('Matches the schema.'));
    await waitFor(() => expect(panel('curl').textContent).toContain('-F file=@hello.txt'));
    const curl = panel('curl').textContent ?? '';
    expect(curl).toContain('-F title=Holiday');
    expect(curl).toContain("-H 'X-Access-Token: ••••••••7890'");
    expect(curl).not.toContain(TOKEN);
    expect(panel('curl').hasAttribute('data-try-it-following')).toBe(true);
    // A language the console does not write keeps the document's sample, and says so.
    expect(panel('Go').textContent).toContain('go documented');
    expect(panel('Go').querySelector('[data-try-it-sample-note]')?.textContent).toBe(
      'This tab keeps its own sample; the curl tab follows the form.',
    );
    await user.clear(screen.getByLabelText(/^title/));
    await user.type(screen.getByLabelText(/^title/), 'Sea');
    await waitFor(() => expect(panel('curl').textContent).toContain('-F title=Sea'));
    await user.click(screen.getByRole('button', { name: 'Send (example response)' }));
    expect(container.querySelector('[data-try-it-status]')?.getAttribute('data-try-it-status')).toBe('201');
    // Closed: the document's samples again.
    unmount();
    expect(panel('curl').textContent).toBe('curl documented');
    expect(panel('Go').querySelector('[data-try-it-sample-note]')).toBeNull();
  });
});

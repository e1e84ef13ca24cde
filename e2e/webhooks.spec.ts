import { expect, type Page, test } from '@playwright/test';
import { axeViolations, stubAnalytics, waitForHydration } from './helpers';

/**
 * Webhooks, callbacks and form bodies, on the test references that only the end-to-end build has
 * (app/e2e-only/reference/, lib/site/fixture-references.ts): the OpenAPI Initiative's webhook and
 * callback examples, and a document with a multipart and a URL-encoded body.
 */

const TOKEN = 'tok_secret_1234567890';

test.beforeEach(async ({ page }) => {
  await stubAnalytics(page);
  // Mock mode only: nothing may leave the machine.
  await page.route(/^https:\/\/files\.example\.com\//, (route) => route.abort('blockedbyclient'));
});

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('a webhook: in the navigation, its payload schema, a payload sample and the responses to send; axe clean', async ({
  page,
}) => {
  await visit(page, '/e2e-only/reference/e2e-webhooks');
  await expect(page.locator('.api-nav a[href="#post-newPet"]')).toHaveCount(1);
  const hook = page.locator('#post-newPet');
  await expect(hook.locator('.operation-endpoint .badge')).toHaveText('Webhook');
  await expect(hook.locator('.op-incoming')).toContainText('your server receives this request');
  // No Try it and no request samples: the API sends it.
  await expect(hook.locator('[data-try-it]')).toHaveCount(0);
  await expect(hook.locator('h4').first()).toContainText('Payload');
  await expect(hook.locator('.operation-doc')).toContainText('tag');
  const payload = hook.locator('.code-panels').filter({ hasText: 'Payload (generated from the schema)' });
  await expect(payload.locator('[data-panel="application/json"] pre')).toContainText('"name": "string"');
  await expect(hook.locator('h4', { hasText: 'Responses your server should send' })).toHaveCount(1);
  await expect(hook.locator('.response-status')).toHaveText(['200']);
  expect(await axeViolations(page, '.api-layout')).toEqual([]);
});

test('a callback: after its operation, linked both ways, with a payload sample and the responses to send', async ({
  page,
}) => {
  await visit(page, '/e2e-only/reference/e2e-callbacks');
  const nav = page.locator('.api-nav');
  await expect(nav.locator('a[href="#post--streams"]')).toHaveCount(1);
  await expect(nav.locator('a[href="#post--streams-onData-post"]')).toContainText('onData callback');
  const ids = await page.locator('.operation').evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(['post--streams', 'post--streams-onData-post']);
  await expect(page.locator('#post--streams .op-incoming a')).toHaveAttribute('href', '#post--streams-onData-post');
  const callback = page.locator('#post--streams-onData-post');
  await expect(callback.locator('.operation-endpoint .badge')).toHaveText('Callback');
  await expect(callback.locator('.operation-path')).toHaveText('{$request.query.callbackUrl}/data');
  await expect(callback.locator('.op-incoming a')).toHaveAttribute('href', '#post--streams');
  await expect(callback.locator('.op-incoming')).toContainText('{$request.query.callbackUrl}/data');
  await expect(callback.locator('[data-panel="application/json"] pre')).toContainText('"userData": "string"');
  await expect(callback.locator('.response-status')).toHaveText(['202', '204']);
  expect(await axeViolations(page, '.api-layout')).toEqual([]);
});

test('Try it sends a multipart body with a file (mock mode); the samples beside follow the form, token masked; axe clean', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await visit(page, '/e2e-only/reference/e2e-forms#uploadFile');
  await page.locator('#uploadFile [data-try-it]').click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await expect(console).toBeVisible();
  await expect(console.getByLabel('Use example responses')).toBeChecked();
  if (info.project.name === 'mobile') {
    const box = (await page.locator('.try-it-host').boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
  }
  // The fields of the body's schema, the example filled in; a required file not chosen yet.
  await expect(console.getByLabel(/^title/)).toHaveValue('Holiday');
  await expect(console.locator('[data-try-it-body-issues]')).toContainText("must have required property 'file'");
  await console.getByLabel(/\(header X-Access-Token\)/).fill(TOKEN);
  await console.getByLabel(/^title/).fill('Sea view');
  await console
    .getByLabel(/^file /)
    .setInputFiles({ name: 'sea.txt', mimeType: 'text/plain', buffer: Buffer.from('waves') });
  await expect(console.locator('#try-it-body-check')).toHaveText('Matches the schema.');
  const curl = console.locator('[data-try-it-curl]');
  await expect(curl).toContainText("-F 'title=Sea view'");
  await expect(curl).toContainText('-F file=@sea.txt');
  await expect(curl).toContainText('X-Access-Token: ••••••••7890');
  await expect(curl).not.toContainText(TOKEN);
  // The reference's own samples beside the console are the same request.
  const samples = page.locator('#uploadFile .operation-samples [data-tab-group="language"]');
  await expect(samples.locator('[data-panel="curl"]')).toContainText('-F file=@sea.txt');
  await expect(samples.locator('[data-panel="curl"]')).not.toContainText(TOKEN);
  await expect(samples.locator('[data-panel="Python"]')).toContainText('("file", open("sea.txt", "rb"))');
  await page.locator('.try-it-send').click();
  await expect(page.locator('[data-try-it-status]')).toHaveAttribute('data-try-it-status', '201');
  await expect(console.locator('.try-it-body')).toContainText('"id": "up_1"');
  expect(await axeViolations(page, '.try-it')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('.try-it')).toHaveCount(0);
  // Closed: the document's sample again.
  await expect(samples.locator('[data-panel="curl"]')).not.toContainText('sea.txt');
});

test('Try it sends a URL-encoded body from its fields (mock mode)', async ({ page }) => {
  await visit(page, '/e2e-only/reference/e2e-forms#createToken');
  await page.locator('#createToken [data-try-it]').click();
  const console = page.locator('.try-it[data-try-it-ready]');
  await console.getByLabel(/\(header X-Access-Token\)/).fill(TOKEN);
  await console.getByLabel(/^grant_type/).selectOption('client_credentials');
  await expect(console.locator('[data-try-it-curl]')).toContainText(
    "--data-raw 'grant_type=client_credentials&scope=read+write'",
  );
  await page.locator('.try-it-send').click();
  await expect(page.locator('[data-try-it-status]')).toHaveAttribute('data-try-it-status', '200');
});

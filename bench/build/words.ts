/**
 * The words of a developer portal, and the prose, lists and code blocks the synthetic docs are
 * made of: templates over fixed word lists, so a seed gives the same text on every run, and no
 * MDX-special characters outside code.
 */
import { slug as slugify } from 'github-slugger';
import type { Random } from '../random';

export const AREAS = [
  'Authentication',
  'Authorization',
  'Webhooks',
  'Billing',
  'Invoices',
  'Payments',
  'Subscriptions',
  'Customers',
  'Segments',
  'Audiences',
  'Campaigns',
  'Email delivery',
  'Push notifications',
  'Text messages',
  'Templates',
  'Localization',
  'Media library',
  'Asset delivery',
  'Search tuning',
  'Analytics',
  'Reporting',
  'Data export',
  'Data import',
  'Event streaming',
  'Scheduling',
  'Workflows',
  'Approvals',
  'Roles and permissions',
  'Audit logs',
  'Single sign-on',
  'API keys',
  'Rate limits',
  'Pagination',
  'Error handling',
  'Versioning',
  'iOS SDK',
  'Android SDK',
  'React SDK',
  'Server SDKs',
  'Command line',
  'Terraform provider',
  'Deployments',
  'Environments',
  'Feature flags',
  'Experiments',
  'Personalization rules',
  'Content modeling',
  'Content delivery',
  'Caching',
  'Observability',
];
export const SUB_AREAS = [
  'Advanced',
  'Reference',
  'Recipes',
  'Troubleshooting',
  'Migration',
  'Integrations',
  'Operations',
  'Security',
  'Performance',
  'Examples',
];
export const TITLE_VERBS = [
  'Configure',
  'Create',
  'Update',
  'Delete',
  'List',
  'Migrate',
  'Troubleshoot',
  'Understand',
  'Monitor',
  'Secure',
  'Test',
  'Debug',
  'Optimize',
  'Automate',
  'Export',
  'Import',
  'Validate',
  'Schedule',
  'Rotate',
  'Customize',
];
export const TITLE_OBJECTS = [
  'webhook retries',
  'access tokens',
  'batch requests',
  'event payloads',
  'profile attributes',
  'segment rules',
  'delivery reports',
  'signing secrets',
  'regional endpoints',
  'sandbox projects',
  'idempotency keys',
  'error responses',
  'rate limit headers',
  'cursor pagination',
  'bulk imports',
  'scheduled jobs',
  'custom fields',
  'audit events',
  'user roles',
  'client libraries',
  'environment variables',
  'preview links',
  'content types',
  'localized entries',
  'asset uploads',
  'cache invalidation',
  'search filters',
  'usage metrics',
  'alert thresholds',
  'data retention',
  'consent settings',
  'session tokens',
  'callback URLs',
  'request logs',
  'response headers',
  'schema versions',
  'release channels',
  'deployment hooks',
  'feature toggles',
  'experiment variants',
];
export const H2S = [
  'Overview',
  'Before you begin',
  'How it works',
  'Configuration options',
  'Request format',
  'Response format',
  'Limits and quotas',
  'Error codes',
  'Examples',
  'Best practices',
  'Troubleshooting',
  'Next steps',
  'Security considerations',
  'Testing locally',
  'Migrating from version one',
  'Performance tuning',
  'Known issues',
  'Monitoring in production',
];
export const H3S = [
  'Using the dashboard',
  'Using the API',
  'Retries',
  'Timeouts',
  'Pagination',
  'Filtering results',
  'Sorting',
  'Batching',
  'Webhooks',
  'Permissions',
  'Sandbox mode',
  'Logging',
  'Versioned fields',
  'Default values',
];
export const NOUNS = [
  'request',
  'response',
  'token',
  'webhook',
  'endpoint',
  'payload',
  'event',
  'profile',
  'segment',
  'session',
  'client',
  'server',
  'project',
  'environment',
  'workspace',
  'key',
  'header',
  'field',
  'record',
  'queue',
  'job',
  'policy',
  'rule',
  'template',
  'channel',
  'message',
  'asset',
  'version',
  'deployment',
  'region',
  'cache',
  'index',
  'query',
  'filter',
  'attribute',
  'identifier',
  'timestamp',
  'callback',
  'listener',
  'integration',
];
const VERBS = [
  'returns',
  'stores',
  'validates',
  'sends',
  'receives',
  'updates',
  'creates',
  'removes',
  'retries',
  'signs',
  'caches',
  'exposes',
  'rejects',
  'accepts',
  'logs',
  'tracks',
  'emits',
  'resolves',
  'includes',
  'requires',
];
const BASE_VERBS = [
  'configure',
  'inspect',
  'rotate',
  'export',
  'update',
  'list',
  'delete',
  'test',
  'replay',
  'archive',
];
export const ADJECTIVES = [
  'new',
  'existing',
  'default',
  'custom',
  'optional',
  'signed',
  'expired',
  'active',
  'pending',
  'failed',
  'current',
  'previous',
  'shared',
  'private',
  'public',
  'single',
  'global',
  'regional',
];
const IDENTIFIERS = [
  'retryPolicy',
  'maxAttempts',
  'timeoutMs',
  'pageSize',
  'cursor',
  'apiKey',
  'webhookSecret',
  'profileId',
  'segmentId',
  'eventName',
  'createdAt',
  'updatedAt',
  'region',
  'environmentId',
  'batchSize',
  'locale',
  'expiresIn',
  'scope',
  'status',
  'metadata',
];
const LANGUAGES = ['ts', 'bash', 'json', 'yaml', 'python'] as const;
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];

export const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);

/** One sentence of documentation prose, from templates (no MDX-special characters). */
export function sentence(r: Random): string {
  const n = () => r.pick(NOUNS);
  const v = () => r.pick(VERBS);
  const a = () => r.pick(ADJECTIVES);
  const templates = [
    () => `The ${a()} ${n()} ${v()} the ${n()} before the ${n()} ${v()} it.`,
    () => `When a ${n()} ${v()} a ${a()} ${n()}, the ${n()} ${v()} it within a few seconds.`,
    () => `Set \`${r.pick(IDENTIFIERS)}\` to control how the ${n()} ${v()} each ${n()}.`,
    () => `Each ${n()} has a \`${r.pick(IDENTIFIERS)}\` field that identifies the ${a()} ${n()}.`,
    () => `If the ${n()} is ${a()}, the API ${v()} the ${n()} and returns an error.`,
    () => `You can ${r.pick(BASE_VERBS)} the ${n()} from the dashboard or with the API.`,
    () => `This keeps the ${n()} small and makes the ${a()} ${n()} easier to debug.`,
    () => `In most projects the ${a()} ${n()} is enough; change it only when the ${n()} ${v()} too often.`,
    () => `The **${a()} ${n()}** is what the ${n()} ${v()} when nothing else is set.`,
  ];
  return r.pick(templates)();
}

export function paragraph(r: Random): string {
  return Array.from({ length: r.int(3, 6) }, () => sentence(r)).join(' ');
}

export function list(r: Random): string {
  if (r.next() < 0.5)
    return Array.from(
      { length: r.int(3, 5) },
      (_, i) => `${i + 1}. ${capitalize(r.pick(BASE_VERBS))} the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}.`,
    ).join('\n');
  return Array.from(
    { length: r.int(3, 5) },
    () => `- **${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}**: ${sentence(r)}`,
  ).join('\n');
}

/** A fenced code block in one of the portal's languages, 6–16 lines. */
export function codeBlock(r: Random, fileSlug: string, area: string): string {
  const lang = r.pick(LANGUAGES);
  const ids = r.shuffle(IDENTIFIERS).slice(0, r.int(3, 6));
  const value = (id: string) =>
    /Ms|Size|Attempts|In$/.test(id) ? String(r.int(1, 500)) : `'${r.pick(ADJECTIVES)}-${r.int(100, 999)}'`;
  const resource = slugify(area);
  switch (lang) {
    case 'ts':
      return [
        `\`\`\`ts title="src/${fileSlug}.ts"`,
        `import { createClient } from '@acme/sdk';`,
        '',
        'const client = createClient({ apiKey: process.env.ACME_API_KEY });',
        '',
        `const result = await client.request('POST', '/v1/${resource}', {`,
        ...ids.map((id) => `  ${id}: ${value(id)},`),
        '});',
        `console.log(result.${ids[0]});`,
        '```',
      ].join('\n');
    case 'bash':
      return [
        '```bash',
        `curl -X POST https://api.acme.com/v1/${resource} \\`,
        '  -H "Authorization: Bearer $ACME_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{ ${ids.map((id) => `"${id}": ${value(id).replace(/'/g, '"')}`).join(', ')} }'`,
        '```',
      ].join('\n');
    case 'json':
      return [
        '```json',
        '{',
        ids.map((id) => `  "${id}": ${value(id).replace(/'/g, '"')}`).join(',\n'),
        '}',
        '```',
      ].join('\n');
    case 'yaml':
      return [
        '```yaml title="acme.config.yaml"',
        `${resource}:`,
        ...ids.map((id) => `  ${id}: ${value(id).replace(/'/g, '')}`),
        '```',
      ].join('\n');
    default:
      return [
        '```python',
        'import os',
        'import requests',
        '',
        'response = requests.post(',
        `    "https://api.acme.com/v1/${resource}",`,
        '    headers={"Authorization": f"Bearer {os.environ[\'ACME_API_KEY\']}"},',
        `    json={${ids.map((id) => `"${id}": ${value(id).replace(/'/g, '"')}`).join(', ')}},`,
        ')',
        'response.raise_for_status()',
        '```',
      ].join('\n');
  }
}

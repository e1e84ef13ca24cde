import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageActions } from '@/components/docs/page-actions';
import { Admonition } from '@/components/mdx/admonition';
import { Figure } from '@/components/mdx/code-block';
import { heading } from '@/components/mdx/heading';
import { ZoomImage } from '@/components/mdx/zoom-image';
import { ChangedMark } from '@/components/openapi/changed-mark';
import { ChangelogView } from '@/components/openapi/changelog';
import { CodePanels } from '@/components/openapi/code-panels';
import { ParametersTables } from '@/components/openapi/parameters-table';
import { SchemaBody } from '@/components/openapi/schema-view';
import { copyButtons } from '@/lib/browser/copy-behaviour';
import { ENGLISH } from '@/lib/i18n/english';
import { pageActionLinks } from '@/lib/mcp/page-actions';
import type { SchemaNode } from '@/lib/openapi/types';
import type { ApiChangelog } from '@/lib/site/changelog';

// A French catalogue in a project root of its own: uiStrings reads content/i18n/<locale>/ui.json
// under the working directory.
const FRENCH = {
  'code.copy': 'Copier',
  'code.copyLabel': 'Copier le code',
  'copy.copied': 'Copié',
  'copy.failed': 'Échec de la copie',
  'heading.link': 'Lien direct vers cette section',
  'image.enlargeAlt': 'Agrandir l’image : {alt}',
  'image.close': 'Fermer',
  'admonition.warning': 'Attention',
  'pageActions.copyPage': 'Copier la page',
  'pageActions.viewMarkdown': 'Voir en Markdown',
  'api.op.changedSince': 'Modifié depuis {label}',
  'api.samples.copy': 'Copier',
  'api.samples.examples': 'Exemples : {label}',
  'api.params.query': 'Paramètres de requête',
  'api.params.name': 'Nom',
  'api.op.required': 'requis',
  'api.schema.arrayItems': 'Éléments du tableau',
  'api.schema.oneOf': 'Un parmi',
  'api.schema.nullable': 'peut être nul',
  'api.schema.arrayOf': 'tableau de {type}',
  'api.schema.chosenByMapping': '(choisi par {property} : {mapping})',
  'api.constraint.maxLength': 'longueur max. {value}',
  'api.changeRule.response-field-removed': 'Un champ de réponse supprimé n’est plus envoyé.',
  'api.changelog.breaking': 'Incompatible',
  'api.changeSummary.removed': '{subject} : supprimé',
  'api.changeSummary.field': 'champ {field} ({where})',
  'api.changeSummary.response': 'réponse {status}',
};
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-strings-'));
  fs.mkdirSync(path.join(root, 'content/i18n/fr'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/i18n/fr/ui.json'), JSON.stringify(FRENCH));
  vi.spyOn(process, 'cwd').mockReturnValue(root);
});
afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

const figure = (locale?: string) => (
  <Figure data-rehype-pretty-code-figure="" locale={locale}>
    <pre>
      <code>npm install</code>
    </pre>
  </Figure>
);

describe('the content components in the page’s locale', () => {
  it('code block: the copy button, its label and what it says after a copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(figure('fr'));
    const button = screen.getByRole('button', { name: 'Copier le code' });
    expect(button.textContent).toBe('Copier');
    const release = copyButtons.attach();
    await user.click(button);
    await vi.waitFor(() => expect(button.textContent).toBe('Copié'));
    expect(button.getAttribute('aria-label')).toBe('Copié');
    release();
  });

  it('heading anchors, admonition titles and zoomed images', () => {
    const H2 = heading('h2', 'fr');
    const html = renderToStaticMarkup(
      <>
        <H2 id="installation">Installation</H2>
        <Admonition type="warning" locale="fr">
          Texte.
        </Admonition>
        <Admonition type="warning" title="Mon titre" locale="fr">
          Texte.
        </Admonition>
        <ZoomImage src="/img/flow.png" alt="Le flux" locale="fr" />
      </>,
    );
    expect(html).toContain('aria-label="Lien direct vers cette section" title="Lien direct vers cette section"');
    expect(html).toContain('</svg>Attention</p>');
    expect(html).toContain('</svg>Mon titre</p>');
    expect(html).toContain('aria-label="Agrandir l’image : Le flux"');
    expect(html).toContain('aria-label="Fermer"');
  });

  it('the English texts stay as they were, with no copy messages in the HTML', () => {
    const html = renderToStaticMarkup(figure());
    expect(html).toContain('aria-label="Copy code to clipboard">Copy</button>');
    expect(html).not.toContain('data-copied');
    const H2 = heading('h2');
    expect(renderToStaticMarkup(<H2 id="a">A</H2>)).toContain('aria-label="Direct link to this section"');
    expect(renderToStaticMarkup(<Admonition type="warning">x</Admonition>)).toContain('</svg>Warning</p>');
  });
});

describe('the page actions and the API reference in the page’s locale', () => {
  it('page actions: the menu, its links and its copy buttons’ messages', () => {
    render(
      <PageActions
        locale="fr"
        links={pageActionLinks({ siteUrl: 'https://docs.acme.com', route: '/fr/docs/a', markdown: true }, ENGLISH)}
      />,
    );
    expect(screen.getByText('Copier la page').tagName).toBe('SUMMARY');
    expect(screen.getByRole('link', { name: 'Voir en Markdown' })).toBeTruthy();
    // A key the catalogue leaves out shows in English.
    const mcp = screen.getByRole('button', { name: 'Copy MCP config' });
    expect(mcp.dataset.copied).toBe('Copié');
    expect(mcp.dataset.copyFailed).toBe('Échec de la copie');
  });

  it('the reference’s labels: changed mark, sample panels, parameter tables', () => {
    expect(renderToStaticMarkup(<ChangedMark mark={{ label: '3.2', href: '/c' }} locale="fr" />)).toContain(
      'Modifié depuis 3.2',
    );
    const panels = renderToStaticMarkup(
      <CodePanels
        title="Réponse"
        group="status"
        locale="fr"
        panels={[
          {
            label: '200',
            key: '200',
            code: '{}',
            examples: [
              { key: 'a', label: 'A', code: '{}' },
              { key: 'b', label: 'B', code: '[]' },
            ],
          },
        ]}
      />,
    );
    expect(panels).toContain('aria-label="Exemples : 200"');
    expect(panels).toContain(
      'aria-label="Copy 200 A code" data-copied="Copié" data-copy-failed="Échec de la copie">Copier</button>',
    );
    // The examples' names are the document's text: marked with its language.
    expect(panels).toContain('<span lang="en" dir="ltr">A</span></button>');
    const table = renderToStaticMarkup(
      <ParametersTables
        locale="fr"
        parameters={[
          {
            name: 'q',
            in: 'query',
            required: true,
            deprecated: false,
            pointer: '/paths/~1a/get/parameters/0',
            schema: { kind: 'shape', type: 'string', constraints: [] },
          },
        ]}
      />,
    );
    expect(table).toContain('<h4>Paramètres de requête</h4>');
    expect(table).toContain('<th scope="col">Nom</th><th scope="col">Type</th>');
    expect(table).toContain('<span class="schema-required">requis</span>');
  });
});

// A schema with what the viewer writes in its own words: array items, a oneOf with a discriminator,
// nullable, a constraint; and the document's own text (a description, a variant's name).
const schema: SchemaNode = {
  kind: 'shape',
  type: 'object',
  constraints: [],
  properties: [
    {
      name: 'tags',
      required: false,
      node: {
        kind: 'shape',
        type: 'array',
        description: 'The item’s tags.',
        constraints: [],
        items: {
          kind: 'shape',
          type: 'object',
          constraints: [],
          properties: [
            {
              name: 'label',
              required: true,
              node: { kind: 'shape', type: 'string', nullable: true, constraints: [{ rule: 'maxLength', value: 40 }] },
            },
          ],
        },
      },
    },
    {
      name: 'pet',
      required: true,
      node: {
        kind: 'shape',
        constraints: [],
        variants: {
          kind: 'oneOf',
          options: [{ label: 'Cat', node: { kind: 'ref', name: 'Cat' } }],
          discriminator: { propertyName: 'kind', mapping: [{ value: 'cat', target: 'Cat' }] },
        },
      },
    },
  ],
};

describe('the schema viewer and the changelog in the page’s locale', () => {
  it('writes its own words in the locale, the document’s text marked with its language', () => {
    const html = renderToStaticMarkup(<SchemaBody node={schema} locale="fr" />);
    expect(html).toContain('<p class="schema-sublabel">Éléments du tableau</p>');
    expect(html).toContain('<span class="schema-flag">peut être nul</span>');
    expect(html).toContain('<span class="schema-constraint">longueur max. 40</span>');
    expect(html).toContain('Un parmi (choisi par <code>kind</code> : cat → Cat)');
    expect(html).toContain('<summary><span lang="en" dir="ltr">Cat</span></summary>');
    expect(html).toContain('<div class="schema-description" lang="en" dir="ltr"><p>The item’s tags.</p>');
    // Keys the catalogue leaves out show in English.
    expect(html).toContain('<span class="schema-required">required</span>');
  });

  it('in English, the same words as before and no language marks', () => {
    const html = renderToStaticMarkup(<SchemaBody node={schema} />);
    expect(html).toContain('<p class="schema-sublabel">Array items</p>');
    expect(html).toContain('<span class="schema-flag">nullable</span>');
    expect(html).toContain('<span class="schema-constraint">max length 40</span>');
    expect(html).toContain('One of (chosen by <code>kind</code>: cat → Cat)');
    expect(html).toContain('<summary>Cat</summary>');
    expect(html).not.toContain('lang=');
  });

  it('the changelog’s rules, verdicts and summaries in the locale, names as code', async () => {
    const changelog: ApiChangelog = {
      id: 'pets',
      title: 'Pets API',
      href: '/api/pets/changelog',
      steps: [
        {
          anchor: 'since-1.0',
          from: { label: '1.0', specId: '1.0/pets', version: '1.0' },
          to: { label: 'current', specId: 'pets' },
          total: 1,
          breaking: 1,
          groups: [
            {
              anchor: 'get-pet',
              label: 'GET /pets',
              changes: [
                {
                  summary: 'field `nickname` of the 200 response removed',
                  message: {
                    shape: 'removed',
                    values: {
                      subject: {
                        shape: 'field',
                        values: { field: '`nickname`', where: { shape: 'response', values: { status: '200' } } },
                      },
                    },
                  },
                  rule: 'response-field-removed',
                  breaking: true,
                  action: 'removed',
                },
              ],
            },
          ],
        },
      ],
    } as unknown as ApiChangelog;
    const html = renderToStaticMarkup(<ChangelogView changelog={changelog} locale="fr" />);
    expect(html).toContain('<span class="badge badge-breaking">Incompatible</span>');
    expect(html).toContain('</span> champ <code>nickname</code> (réponse 200) : supprimé<span class="change-rule">');
    expect(html).not.toContain('lang="en"');
    expect(html).toContain(': Un champ de réponse supprimé n’est plus envoyé.</span>');
    const english = renderToStaticMarkup(<ChangelogView changelog={changelog} />);
    expect(english).toContain(
      ': A removed response field is no longer sent: a client that reads it breaks, required or not.',
    );
    expect(english).toContain('</span> field <code>nickname</code> of the 200 response removed<span');
    expect(english).not.toContain('lang=');
  });
});

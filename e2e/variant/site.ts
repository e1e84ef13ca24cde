/**
 * A variant of the site for the `variant` project: a copy (scripts/site-copy.ts) whose
 * configuration turns on what the shipped one leaves off (an edit URL, the last update's author, a
 * feedback endpoint), with a docs version cut (`npm run docs:version -- 3.2`) and one current doc
 * edited after the cut (a word only the current docs have). The copy is made a git repository with one commit of fixed author and date,
 * so the "Last updated" line is the same on every run. `tsx e2e/variant/site.ts` builds the copy's
 * static export (one build, the cheapest), which scripts/serve-static.ts serves.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gitBlobHash } from '../../lib/i18n/status';
import { copySite } from '../../scripts/site-copy';
import { FR_REFERENCE } from './fr-reference';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the copy lives (git-ignored). */
export const VARIANT_DIR = path.join(ROOT, '.e2e-dev/variant');

/** What the copy's configuration sets. */
export const VARIANT = {
  editUrl: 'https://github.com/acme/developer-docs/edit/main/{path}',
  feedbackEndpoint: 'https://feedback.acme.test/v1/answers',
  author: 'Dana Writer',
  /** The commit's date: the copy's every file was last changed then. */
  date: '2026-05-04T12:00:00+00:00',
};

/** Sets the variant's keys in the copy's content/site.config.json. */
function configure(dir: string) {
  const file = path.join(dir, 'content/site.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  config.docs.editUrl = VARIANT.editUrl;
  config.docs.showLastUpdateAuthor = true;
  config.feedback = { endpoint: VARIANT.feedbackEndpoint };
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** A doc whose frontmatter turns the edit link off (`hide_edit_link: true`). */
export const NO_EDIT_LINK_DOC = { path: '/docs/acme-moments/agent', file: 'content/docs/acme-moments/agent.mdx' };

/** Turns the edit link off on NO_EDIT_LINK_DOC, as an author would. */
function hideEditLink(dir: string) {
  const file = path.join(dir, NO_EDIT_LINK_DOC.file);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\nhide_edit_link: true\n'));
}

/**
 * A git repository in the copy makes Next take the copy as the workspace root, where it finds no
 * node_modules: keep Turbopack's root at the checkout, which holds both.
 */
function keepTurbopackRoot(dir: string) {
  const file = path.join(dir, 'next.config.ts');
  const config = fs.readFileSync(file, 'utf8');
  if (!config.includes('turbopack: {'))
    throw new Error('next.config.ts has no `turbopack: {` block to set the root in');
  fs.writeFileSync(file, config.replace('turbopack: {', `turbopack: {\n    root: ${JSON.stringify(ROOT)},`));
}

/** The version cut in the copy, and the edit made to the current docs after it. */
export const CUT = {
  version: '3.2',
  /** A doc edited after the cut, and the word the edit adds (only the current docs have it). */
  editedDoc: { path: '/docs/experience-sdk/translations', file: 'content/docs/experience-sdk/translations.mdx' },
  word: 'quokkaflow',
};

/** Cuts version CUT.version as the docs team would, then edits a current doc. */
function cutVersion(dir: string) {
  const result = spawnSync('npm', ['run', 'docs:version', '--', CUT.version], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run docs:version -- ${CUT.version} failed`);
  const file = path.join(dir, CUT.editedDoc.file);
  fs.appendFileSync(
    file,
    `
Since the last release, translations can stream through ${CUT.word} channels.
`,
  );
}

/**
 * The current Profiles document changed after the cut (issue 42): a response field removed (breaking)
 * and an optional parameter added, for the changelog page, the "Changed since" marks and api:diff.
 */
export const API_CHANGE = {
  api: 'profiles',
  removedField: { operationId: 'deleteSegment', schema: 'DeleteConfirmation', field: 'deleted' },
  addedParameter: { operationId: 'lookupProfile', name: 'include_merged' },
};

/** Edits the copy's openapi/profiles.yaml as API_CHANGE says (after the cut: 3.2 keeps the old one). */
function changeProfilesApi(dir: string) {
  const file = path.join(dir, 'openapi/profiles.yaml');
  const text = fs.readFileSync(file, 'utf8');
  const { schema, field } = API_CHANGE.removedField;
  const at = text.indexOf(`    ${schema}:\n`);
  const next = text.indexOf('\n    ', text.indexOf('\n', at) + 1);
  const end = text.slice(next + 1).search(/^ {4}\S/m) + next + 1;
  const block = text
    .slice(at, end)
    .replace(/^( {6}required: \[.*)\]$/m, (line) =>
      line.replace(new RegExp(`,? ?\\b${field}\\b`), '').replace('[, ', '['),
    )
    .replace(new RegExp(`^ {8}${field}:\\n(?: {10}.*\\n)+`, 'm'), '');
  const param = `        - name: ${API_CHANGE.addedParameter.name}
          in: query
          required: false
          description: Whether profiles absorbed in a merge are matched too.
          schema:
            type: boolean
`;
  const changed = (text.slice(0, at) + block + text.slice(end)).replace(
    '          example: ana@example.com\n',
    `          example: ana@example.com\n${param}`,
  );
  if (block.includes(`        ${field}:\n`) || block.includes(` ${field}]`) || !changed.includes(param))
    throw new Error('openapi/profiles.yaml: the variant could not make its API change (the document moved on)');
  fs.writeFileSync(file, changed);
}

/** The MDX kit's fixture page (kit.spec.ts): every component of components/mdx/kit.tsx, grouped tabs, an image. */
export const KIT_PAGE = { path: '/docs/acme-moments/kit', file: 'content/docs/acme-moments/kit.mdx' };

function writeKitPage(dir: string) {
  const tabs = (n: number) =>
    `<Tabs groupId="pm" queryString>\n<Tab label="npm">\n\nnpm install ${n}\n\n</Tab>\n<Tab label="yarn">\n\nyarn add ${n}\n\n</Tab>\n</Tabs>`;
  fs.writeFileSync(
    path.join(dir, KIT_PAGE.file),
    `---
title: Kit
sidebar_position: 99
---

Every component of the MDX kit on one page, for the end-to-end tests.

## Steps

<Steps>

1. ### Install the SDK

   Run the installer.

2. ### Create the experience

   Call \`createExperience\`.

</Steps>

## Cards

<Cards cols={2}>
  <Card title="Moments" href="/docs/acme-moments/intro" icon="zap" description="What a moment is." />
  <Card title="Profiles" href="/docs/acme-profiles/intro" icon="user" description="Who the visitor is." />
  <Card title="Plain card" icon="book">Content without a link.</Card>
</Cards>

## Accordions

<Accordion title="Why is my token rejected?">

The token has expired.

### Inside the accordion

A heading inside it.

</Accordion>

<Accordion title="Second question" id="second">

Kept closed.

</Accordion>

## File tree

<FileTree>

- src/
  - **experience.ts** the entry point
  - components/
    - login.ts
- package.json

</FileTree>

## Badges

Variants: <Badge>Note</Badge> <Badge variant="tip">Tip</Badge> <Badge variant="info">Info</Badge> <Badge variant="warning">Warning</Badge> <Badge variant="danger">Danger</Badge>

## Tabs

${tabs(1)}

${tabs(2)}

## Image

![The Acme icon](/img/favicon.png)

The text after the image.
`,
  );
}

/**
 * Partials and redirects in the copy (issue 43): a partial with a prop, included by a current doc;
 * an old path of that doc (`redirect_from`), and content/redirects.json with a path and a fragment
 * move of an operation.
 */
export const KIT = {
  doc: { path: '/docs/acme-moments/intro', file: 'content/docs/acme-moments/intro.mdx' },
  partial: 'variant-note',
  /** The sentence the partial renders with its prop. */
  text: 'This note comes from a partial about Moments.',
  oldPath: '/docs/moments/getting-started',
  fileRedirect: { from: '/docs/acme-moments/old-agent', to: '/docs/acme-moments/agent' },
  fragmentRedirect: { from: '/api/profiles#oldUpsertProfile', to: '/api/profiles#upsertProfile' },
};

/** Writes KIT's partial, include and redirects (after the cut: the current docs only). */
function addKit(dir: string) {
  fs.mkdirSync(path.join(dir, 'content/partials'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, `content/partials/${KIT.partial}.mdx`),
    'This note comes from a partial about {props.product}. See the [agent](/docs/acme-moments/agent).\n',
  );
  const file = path.join(dir, KIT.doc.file);
  const text = fs.readFileSync(file, 'utf8').replace(/^---\n/, `---\nredirect_from: [${KIT.oldPath}]\n`);
  fs.writeFileSync(file, `${text}\n<Partial name="${KIT.partial}" product="Moments" />\n`);
  fs.writeFileSync(
    path.join(dir, 'content/redirects.json'),
    `${JSON.stringify([KIT.fileRedirect, KIT.fragmentRedirect], null, 2)}\n`,
  );
}

/**
 * Languages (issue 41): French (several docs, a `_meta.json` label, a post, the home page and an
 * interface catalogue) and Arabic (right to left, one doc). Adding them is one configuration entry
 * each plus their files under content/i18n/<locale>/; nothing in lib/ changes.
 */
export const LOCALES = {
  fr: {
    label: 'Français',
    intro: { path: '/fr/docs/experience-sdk/intro', title: 'Introduction au SDK' },
    events: { path: '/fr/docs/experience-sdk/event-listener', title: "Écouteur d'événements" },
    /** The interface texts its catalogue translates beyond the fallback notice (issue 41, item 5). */
    ui: {
      outdated: 'La page anglaise a changé depuis cette traduction.',
      outdatedLink: 'Lire la page anglaise actuelle.',
      copyCode: 'Copier',
      copyCodeLabel: 'Copier le code',
      copied: 'Copié',
      headingLink: 'Lien direct vers cette section',
      copyPage: 'Copier la page',
      viewMarkdown: 'Voir en Markdown',
    },
    /**
     * Try it's checks and answers, the token kinds and the page actions' prompt, translated
     * (issue 41, item 5): `{name}` values are filled in as in English.
     */
    console: {
      'tryIt.isRequired': 'est obligatoire',
      'tryIt.bodyTooLarge': 'Le corps fait {size} Ko : la console envoie au plus {max} Ko.',
      'tryIt.rule.maximum': 'doit être <= {limit}',
      'tryIt.rule.required': 'doit avoir la propriété requise « {missingProperty} »',
      'tryIt.rule.type': 'doit être de type {type}',
      'tryIt.mock.noToken': "Aucun jeton saisi : l'opération en demande un.",
      'tryIt.mock.noTokenUndocumented':
        "Aucun jeton saisi : l'opération en demande un. Le document n'indique aucun statut pour un jeton manquant : ce 401 ne fait que tenir lieu de l'erreur (un 4xx) que répondrait un serveur ; ne le lisez pas comme le 401 du document.",
      'tryIt.mock.invalid': 'La requête ne suit pas le schéma du document : {message}',
      'tryIt.mock.noExample': "Aucun exemple n'a {name} « {value} » (l'exemple du document est « {example} »).",
      'tryIt.mock.example': "L'exemple {status} du document.",
      'tryIt.mock.noSuccess': "Le document n'a pas de réponse de succès.",
      'tryIt.kind.read-only': 'Jeton en lecture seule',
      'tryIt.kind.read-write': 'Jeton en lecture et écriture',
      'tryIt.kind.public': 'Jeton public',
      'tryIt.kind.private': 'Jeton privé',
      'tryIt.kind.unknown': 'Jeton',
      'tryIt.needs': 'Demande {what}{where}.',
      'tryIt.needsToken': 'un jeton {kinds}',
      'tryIt.or': ' ou ',
      'tryIt.need.read-only': 'en lecture seule',
      'tryIt.need.read-write': 'en lecture et écriture',
      'tryIt.need.public': 'public',
      'tryIt.need.private': 'privé',
      'tryIt.serversOnly': 'les serveurs du document seulement',
      'tryIt.baseUrl': 'URL de base (autorisées : {origins})',
      'tryIt.where.header': 'en-tête {name}',
      'tryIt.where.query': 'paramètre {name}',
      'tryIt.serverSideHint':
        'Un jeton {kind} doit rester secret : gardez-le côté serveur, jamais dans le code front-end.',
      'tryIt.showToken': 'Afficher le jeton',
      'tryIt.keepTokens': 'Garder les jetons pour cet onglet (sessionStorage)',
      'tryIt.sampleNote': 'Cet onglet garde son propre exemple.',
      'tryIt.sampleNoteFollowing.one': "Cet onglet garde son propre exemple ; l'onglet {tabs} suit le formulaire.",
      'tryIt.sampleNoteFollowing.other':
        'Cet onglet garde son propre exemple ; les onglets {tabs} suivent le formulaire.',
      // The rest of the console, so the French reference's console reads French throughout.
      'tryIt.title': 'Essayer : {title}',
      'tryIt.close': 'Fermer',
      'tryIt.loadFailed':
        "Les données de la console n'ont pas pu être chargées ({reason}). Rechargez la page et réessayez.",
      'tryIt.send': 'Envoyer',
      'tryIt.sendExample': "Envoyer (réponse d'exemple)",
      'tryIt.cancel': 'Annuler',
      'tryIt.copyCurl': 'Copier en curl',
      'tryIt.copyFetch': 'Copier en fetch',
      'tryIt.schemaMatches': 'Conforme au schéma.',
      'tryIt.schemaUnchecked': "Non vérifié : le schéma n'a pas pu être compilé.",
      'tryIt.authentication': 'Authentification',
      'tryIt.tokenAs': 'Envoyer le jeton comme',
      'tryIt.answers': 'Réponses',
      'tryIt.parameters': 'Paramètres',
      'tryIt.server': 'Serveur',
      'tryIt.customServer': 'URL de base personnalisée…',
      'tryIt.emptyBody': 'Corps vide.',
      'tryIt.noResponse': 'Aucune réponse.',
      'tryIt.responseBody': 'Corps de la réponse',
      'tryIt.curl': 'La requête en commande curl',
      'tryIt.modeMock': "Utiliser les réponses d'exemple",
      'tryIt.modeLive': 'Envoyer au serveur',
      'tryIt.loadExample': "Charger l'exemple",
      'tryIt.exampleChoice': 'Choisir parmi {count}',
      'tryIt.requestBody': 'Corps de la requête',
      'tryIt.required': ' obligatoire',
      'tryIt.notSet': '(non renseigné)',
      'tryIt.loadFailedButton': 'Essayer (chargement impossible : rechargez la page)',
      'tryIt.noTokenNeeded': 'Aucun jeton nécessaire.',
      'tryIt.needsCredential': 'un identifiant',
      'tryIt.serverSide':
        'Cette opération demande un jeton {kinds}. Un tel jeton reste côté serveur : ne le mettez jamais dans du code front-end, et ne le collez ici que sur une machine de confiance.',
      'tryIt.secret': 'secret',
      'tryIt.copiedCurl': 'Commande curl copiée.',
      'tryIt.copiedFetch': 'Appel fetch copié.',
      'tryIt.clipboardRefused': 'Le navigateur a refusé le presse-papiers : sélectionnez la commande ci-dessous.',
      'tryIt.timeout': 'Pas de réponse de {origin} en {seconds} s : la requête a été annulée.',
      'tryIt.cancelled': "Annulé : aucune réponse n'a été reçue.",
      'tryIt.networkError':
        "La requête vers {origin} a échoué sans réponse : erreur réseau, serveur injoignable ou refus d'une requête d'une autre origine (CORS : l'API Content, par exemple, n'accepte les requêtes de navigateur que depuis les domaines web autorisés pour votre compte, réglés dans le tableau de bord sous More > APIs). Utilisez « Utiliser les réponses d'exemple », ou envoyez la requête avec curl.",
      'tryIt.sending': 'Envoi…',
      'tryIt.fromExample': "réponse d'exemple du document",
      'tryIt.truncated': 'La réponse dépasse {max} Mo : seuls ses {max} premiers Mo sont affichés.',
      'tryIt.headers': 'En-têtes ({count})',
      'tryIt.where.unsupported': '{type} (non pris en charge par la console)',
      'pageActions.prompt': 'Lis {url} pour que je puisse te poser des questions dessus.',
      'pageActions.promptOperation':
        "Lis l'opération {operation} (#{id}) dans {url} pour que je puisse te poser des questions dessus.",
    },
    /** A French word with accents, found by search with and without them. */
    word: 'déploiement',
    unaccented: 'deploiement',
    /** A page with no translation: served at /fr/… as a fallback. */
    fallback: { path: '/fr/docs/experience-sdk/user-id', original: '/docs/experience-sdk/user-id' },
    category: 'SDK Expériences',
    post: { path: '/fr/blog/welcome', title: 'Bienvenue sur le portail développeurs Acme' },
    home: { title: 'Documentation développeurs' },
    /** The shell's texts the catalogue translates (content/i18n/fr/ui.json), by key. */
    shell: {
      'search.placeholder': 'Rechercher...',
      'mobileMenu.back': '← Retour au menu principal',
      'navbar.skipToContent': 'Aller au contenu principal',
      'backToTop.label': 'Revenir en haut de la page',
      'notFound.title': 'Page introuvable',
      'notFound.text':
        "Nous n'avons pas trouvé ce que vous cherchiez. La page a peut-être été déplacée, ou le lien est mal saisi.",
      'notFound.links': '{home} ou {docs}.',
      'notFound.home': "Aller à la page d'accueil",
      'notFound.docs': 'commencer à lire la documentation',
    },
  },
  ar: {
    label: 'العربية',
    intro: { path: '/ar/docs/experience-sdk/intro', title: 'مقدمة إلى حزمة التطوير' },
  },
};

function write(dir: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/**
 * The English edit made after the translations (issue 41, item 9): a line appended to the page
 * `event-listener` translates, in a second commit, so its French translation is outdated (with the
 * line changed since) while `intro`'s stays current.
 */
export const ENGLISH_EDIT = {
  source: 'content/docs/experience-sdk/event-listener.mdx',
  translation: 'content/i18n/fr/docs/experience-sdk/event-listener.mdx',
  english: '/docs/experience-sdk/event-listener',
  line: 'Remove a listener you no longer need with the unsubscribe function its `on` call returned.',
};

/** The same for a standalone page: `markdown-page`'s French translation falls behind its English page. */
export const ENGLISH_PAGE_EDIT = {
  source: 'content/pages/markdown-page.mdx',
  translation: 'content/i18n/fr/pages/markdown-page.mdx',
  english: '/markdown-page',
  path: '/fr/markdown-page',
  title: 'Exemple de page Markdown',
  line: 'A standalone page can be translated too: its French copy lives in `content/i18n/fr/pages/`.',
};

/** Appends ENGLISH_EDIT's and ENGLISH_PAGE_EDIT's lines to their English pages. */
function editEnglishAfterTranslation(dir: string) {
  for (const edit of [ENGLISH_EDIT, ENGLISH_PAGE_EDIT])
    fs.appendFileSync(path.join(dir, edit.source), `\n${edit.line}\n`);
}

/** Configures `fr` and `ar` and writes their translations. */
function addLocales(dir: string) {
  const file = path.join(dir, 'content/site.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  config.i18n.locales = ['en', 'fr', 'ar'];
  config.i18n.localeLabels = { ...config.i18n.localeLabels, fr: LOCALES.fr.label, ar: LOCALES.ar.label };
  config.i18n.localeConfigs = { fr: { htmlLang: 'fr-FR' }, ar: { direction: 'rtl' } };
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  const fr = LOCALES.fr;
  // Each translation records the English file it was translated from, as today's copy has it.
  const sourceHash = (source: string) => gitBlobHash(fs.readFileSync(path.join(dir, source)));
  const intro = sourceHash('content/docs/experience-sdk/intro.mdx');
  write(
    dir,
    'content/i18n/fr/docs/experience-sdk/intro.mdx',
    `---
title: ${fr.intro.title}
source_hash: ${intro}
description: Installez le SDK Experience d'Acme et affichez votre première expérience dans le navigateur.
sidebar_label: Introduction
sidebar_position: 1
tags: [experience-sdk, getting-started]
---

Le SDK Experience d'Acme est une bibliothèque pour le navigateur qui affiche les expériences interactives conçues dans le tableau de bord d'Acme.

## Installation

Installez le paquet \`@acme/experience-sdk\` avant le ${fr.word} de votre site, puis lisez l'[écouteur d'événements](./event-listener.mdx).

\`\`\`bash
npm install @acme/experience-sdk
\`\`\`

:::note
Cette page est une traduction de la page anglaise.
:::

## Étapes suivantes

Consultez la page sur l'[identifiant utilisateur](/fr/docs/experience-sdk/user-id) et la [référence de l'API Content](/api/content).
`,
  );
  write(
    dir,
    'content/i18n/fr/docs/experience-sdk/event-listener.mdx',
    `---
title: ${fr.events.title}
source_hash: ${sourceHash(ENGLISH_EDIT.source)}
description: Abonnez-vous aux événements du SDK Experience et retirez vos écouteurs proprement.
sidebar_position: 2
tags: [experience-sdk, events]
---

Les événements indiquent à votre code ce qui se passe dans une expérience : changement d'écran, réponses, formulaires envoyés.

## S'abonner aux événements

Appelez \`on\` avec le nom de l'événement. Après le déploiement, chaque écouteur reçoit les données de l'événement.
`,
  );
  write(
    dir,
    ENGLISH_PAGE_EDIT.translation,
    `---
title: ${ENGLISH_PAGE_EDIT.title}
source_hash: ${sourceHash(ENGLISH_PAGE_EDIT.source)}
description: Une page autonome écrite en MDX, hors de la barre latérale de la documentation.
---

Une page autonome n'a pas besoin de la barre latérale de la documentation.
`,
  );
  write(dir, 'content/i18n/fr/docs/experience-sdk/_meta.json', `${JSON.stringify({ label: fr.category })}\n`);
  write(
    dir,
    'content/i18n/fr/blog/2026-08-12-welcome.mdx',
    `---
title: ${fr.post.title}
source_hash: ${sourceHash('content/blog/2026-08-12-welcome.mdx')}
description: Une visite du portail développeurs Acme.
authors: [mara, ines]
tags: [hello, docusaurus]
---

Le portail développeurs Acme réunit les guides du SDK Experience, de Moments et de Profiles.

{/* truncate */}

## Ce que vous trouverez ici

Les guides suivent l'ordre dans lequel vous construisez une intégration.
`,
  );
  write(
    dir,
    'content/i18n/fr/home.json',
    `${JSON.stringify({ title: fr.home.title, tagline: 'La documentation des API et des SDK d’Acme' }, null, 2)}\n`,
  );
  // The interface catalogue (issue 41, item 5): string id → text.
  write(
    dir,
    'content/i18n/fr/ui.json',
    `${JSON.stringify(
      {
        'i18n.fallback.notice': "Cette page n'est pas encore traduite. Elle est affichée en anglais.",
        'i18n.fallback.original': 'Lire la page originale',
        'banner.outdatedTranslation': fr.ui.outdated,
        'banner.outdatedTranslationLink': fr.ui.outdatedLink,
        'code.copy': fr.ui.copyCode,
        'code.copyLabel': fr.ui.copyCodeLabel,
        'copy.copied': fr.ui.copied,
        'copy.failed': 'Échec de la copie',
        'heading.link': fr.ui.headingLink,
        'pageActions.copyPage': fr.ui.copyPage,
        'pageActions.viewMarkdown': fr.ui.viewMarkdown,
        'admonition.note': 'Remarque',
        ...fr.console,
        ...fr.shell,
        // The API references' headings and labels (/fr/api/…).
        ...FR_REFERENCE,
      },
      null,
      2,
    )}\n`,
  );
  write(
    dir,
    'content/i18n/ar/docs/experience-sdk/intro.mdx',
    `---
title: ${LOCALES.ar.intro.title}
source_hash: ${intro}
description: ثبّت حزمة Acme لتطوير التجارب واعرض أول تجربة في المتصفح.
sidebar_position: 1
---

حزمة التطوير مكتبة للمتصفح تعرض التجارب التفاعلية التي تصممها في لوحة تحكم Acme.

## التثبيت

ثبّت الحزمة \`@acme/experience-sdk\` ثم اقرأ [مرجع واجهة المحتوى](/api/content).

\`\`\`bash
npm install @acme/experience-sdk
\`\`\`
`,
  );
}

/** The lines of a build's log where next/og could not fetch a font for a preview image. */
export const offlineFontFailures = (log: string) =>
  log.split('\n').filter((line) => line.includes('Failed to load dynamic font'));

/** A commit of the whole copy (the first one makes it a repository), with a fixed author and date. */
function commitAll(dir: string, message = 'Variant copy of the site') {
  const who = { name: VARIANT.author, email: 'dana@acme.test', date: VARIANT.date };
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_AUTHOR_DATE: who.date,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
    GIT_COMMITTER_DATE: who.date,
  };
  if (!fs.existsSync(path.join(dir, '.git'))) execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir, env });
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '--no-gpg-sign', '-m', message], { cwd: dir, env });
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  copySite(VARIANT_DIR);
  configure(VARIANT_DIR);
  hideEditLink(VARIANT_DIR);
  cutVersion(VARIANT_DIR);
  changeProfilesApi(VARIANT_DIR);
  writeKitPage(VARIANT_DIR);
  addKit(VARIANT_DIR);
  addLocales(VARIANT_DIR);
  keepTurbopackRoot(VARIANT_DIR);
  commitAll(VARIANT_DIR);
  editEnglishAfterTranslation(VARIANT_DIR);
  commitAll(VARIANT_DIR, 'Event listener: how to remove a listener');
  const result = spawnSync('npm', ['run', 'export'], {
    cwd: VARIANT_DIR,
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The Arabic preview images are drawn with a local font (lib/assets/og-fonts.ts): next/og fetching
  // one instead fails on an offline host, and the image is wrong.
  const fetched = offlineFontFailures(`${result.stdout}\n${result.stderr}`);
  if (fetched.length) {
    console.error(`variant: the export fetched fonts for its preview images:\n${fetched.join('\n')}`);
    process.exit(1);
  }
  console.log(`Variant copy exported in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

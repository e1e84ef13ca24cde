import { copyStrings } from './english-copy.client';
import { crashStrings } from './english-crash.client';

/**
 * The English interface strings: the one source of the shell's texts (CONTRIBUTING lists the few
 * still written in their components). A locale's
 * `content/i18n/<locale>/ui.json` translates any of these keys (catalogue.ts merges it over them);
 * `npm run i18n:write -- <locale>` writes that file from this one.
 *
 * Grouped by area. Only the crash page's group reaches the browser as a whole (english-crash.client.ts:
 * it must render when the root layout, which passes the strings, itself failed); client leaves get
 * the strings they show as props. `{name}` is a value filled in; a key ending in `.one` / `.other`
 * is a plural family (a locale may add `.zero`, `.two`, `.few`, `.many`: Intl.PluralRules picks).
 */

/** The navbar, the mobile menu and the parts of the shell on every page. */
const shellStrings = {
  'navbar.skipToContent': 'Skip to main content',
  'navbar.label': 'Main',
  'navbar.toggle': 'Toggle navigation bar',
  'navbar.language': 'Language: {label}',
  'navbar.docsVersion': 'Docs version: {label}',
  'theme.toLight': 'Switch to light mode',
  'theme.toDark': 'Switch to dark mode',
  'theme.switch': 'Switch colour mode',
  'mobileMenu.close': 'Close navigation bar',
  'mobileMenu.back': '← Back to main menu',
  'mobileMenu.label': 'Main (mobile)',
  'mobileMenu.sidebarLabel': 'Docs sidebar (mobile)',
  'announcement.label': 'Announcement',
  'announcement.close': 'Close announcement',
  'backToTop.label': 'Scroll back to top',
  'progress.loading': 'Loading page…',
} as const;

/** The navbar's search box and the search panel. */
const searchStrings = {
  'search.placeholder': 'Search...',
  'search.label': 'Search',
  'search.dialogTitle': 'Search the documentation',
  'search.scope': 'Searching {scope}',
  'search.loading': 'Loading the search index…',
  'search.hint': 'Search the docs, the blog and the API references.',
  'search.noResults': 'No results found.',
  'search.resultCount.one': '{count} result',
  'search.resultCount.other': '{count} results',
  'search.resultsLabel': 'Search results',
  'search.clear': 'Clear the search query',
  'search.submit': 'Submit the search query',
  'search.cancel': 'Cancel',
  'search.keys.move': 'to move',
  'search.keys.open': 'to open',
  'search.keys.close': 'to close',
  'search.kind.doc': 'Docs',
  'search.kind.api': 'API',
  'search.kind.blog': 'Blog',
  'search.kind.page': 'Page',
} as const;

/** Docs pages: banners, breadcrumbs, table of contents, pager, the end of the page, feedback. */
const pageStrings = {
  'i18n.fallback.notice': 'This page is not translated yet. It is shown in English.',
  'i18n.fallback.original': 'Read the original page',
  'docs.mobileMenu': 'Docs menu',
  'docs.draft': 'Draft: this page is left out of production builds.',
  'breadcrumbs.label': 'Breadcrumbs',
  'breadcrumbs.home': 'Home page',
  'banner.version': 'This is documentation for {label}, which is no longer actively maintained.',
  'banner.versionLink': 'See this page in the latest version.',
  'banner.outdatedTranslation': 'The English page has changed since this translation was written.',
  'banner.outdatedTranslationLink': 'Read the current English page.',
  'toc.title': 'On this page',
  'toc.label': 'Table of contents',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.docsLabel': 'Docs pages',
  'pageMeta.edit': 'Edit this page',
  'pageMeta.newTab': ' (opens in a new tab)',
  'pageMeta.lastUpdated': 'Last updated on {date}',
  'pageMeta.lastUpdatedBy': ' by {author}',
  'feedback.question': 'Was this page helpful?',
  'feedback.yes': 'Yes',
  'feedback.no': 'No',
  'feedback.comment': 'What was missing or wrong? (optional)',
  'feedback.send': 'Send',
  'feedback.sent': 'Thank you for your feedback.',
  'feedback.failed': 'Your feedback could not be sent. Thank you all the same.',
} as const;

/** The page actions menu of docs pages and operations. */
const pageActionStrings = {
  'pageActions.label': 'Page actions',
  'pageActions.copyPage': 'Copy page',
  'pageActions.askAi': 'Ask AI',
  'pageActions.copyPageMarkdown': 'Copy page as Markdown',
  'pageActions.copyOperationMarkdown': 'Copy operation as Markdown',
  'pageActions.viewMarkdown': 'View as Markdown',
  'pageActions.chatgpt': 'Open in ChatGPT',
  'pageActions.claude': 'Open in Claude',
  'pageActions.cursor': 'Connect to Cursor',
  'pageActions.vscode': 'Connect to VS Code',
  'pageActions.mcpConfig': 'Copy MCP config',
} as const;

/** The texts of the Markdown content's components: code blocks, heading anchors, images, admonitions. */
const contentStrings = {
  'code.copy': 'Copy',
  'code.copyLabel': 'Copy code to clipboard',
  'heading.link': 'Direct link to this section',
  'image.enlarge': 'Enlarge image',
  'image.enlargeAlt': 'Enlarge image: {alt}',
  'image.enlarged': 'Enlarged image',
  'image.close': 'Close',
  'admonition.note': 'Note',
  'admonition.tip': 'Tip',
  'admonition.info': 'Info',
  'admonition.warning': 'Warning',
  'admonition.danger': 'Danger',
} as const;

/** The 404 page. */
const notFoundStrings = {
  'notFound.title': 'Page not found',
  'notFound.text': 'We could not find what you were looking for. The page may have moved, or the link may be mistyped.',
  'notFound.links': '{home} or {docs}.',
  'notFound.home': 'Go to the home page',
  'notFound.docs': 'start reading the docs',
  'notFound.suggestions': 'Were you looking for one of these pages?',
} as const;

/** The blog: lists, posts, tags, archive. */
const blogStrings = {
  'blog.readMore': 'Read more',
  'blog.readMoreAbout': ' about {title}',
  'blog.readingTime.one': '{count} min read',
  'blog.readingTime.other': '{count} min read',
  'blog.authors': 'Authors',
  'blog.tags': 'Tags',
  'blog.recentPosts': 'Recent posts',
  'blog.recentPostsLabel': 'Recent blog posts',
  'blog.sidebarLabel': 'Recent posts',
  'blog.newerPosts': '« Newer posts',
  'blog.olderPosts': 'Older posts »',
  'blog.listPages': 'Blog list pages',
  'blog.listPage': '{title}: page {page} of {total}',
  'blog.newerPost': 'Newer post',
  'blog.olderPost': 'Older post',
  'blog.postPages': 'Blog post pages',
  'blog.archive': 'Archive',
  'blog.pageTitle': '{title}: page {page}',
  'blog.tagsTitle': 'Tags',
  'blog.taggedPosts.one': '{count} post tagged with "{tag}"',
  'blog.taggedPosts.other': '{count} posts tagged with "{tag}"',
  'blog.allTags': 'View all tags',
} as const;

/** The API references' Try it console. */
const tryItStrings = {
  'tryIt.open': 'Try it',
  'tryIt.title': 'Try it: {title}',
  'tryIt.close': 'Close',
  'tryIt.loadFailed': "The console's data could not be loaded ({reason}). Reload the page and try again.",
  'tryIt.send': 'Send',
  'tryIt.sendExample': 'Send (example response)',
  'tryIt.cancel': 'Cancel',
  'tryIt.copyCurl': 'Copy as curl',
  'tryIt.copyFetch': 'Copy as fetch',
  'tryIt.schemaMatches': 'Matches the schema.',
  'tryIt.schemaUnchecked': 'Not checked: the schema could not be compiled.',
  'tryIt.authentication': 'Authentication',
  'tryIt.tokenAs': 'Send the token as',
  'tryIt.answers': 'Answers',
  'tryIt.parameters': 'Parameters',
  'tryIt.server': 'Server',
  'tryIt.customServer': 'Custom base URL…',
  'tryIt.emptyBody': 'Empty body.',
  'tryIt.noResponse': 'No response.',
  'tryIt.responseBody': 'Response body',
  'tryIt.curl': 'The request as a curl command',
  'tryIt.modeMock': 'Use example responses',
  'tryIt.modeLive': 'Send to the server',
  'tryIt.loadExample': 'Load example',
  'tryIt.exampleChoice': 'Choose one of {count}',
  'tryIt.requestBody': 'Request body',
  'tryIt.required': ' required',
  'tryIt.notSet': '(not set)',
  'tryIt.loadFailedButton': 'Try it (could not load: reload the page)',
  'tryIt.noTokenNeeded': 'No token needed.',
  'tryIt.needs': 'Needs {what}{where}.',
  'tryIt.needsToken': 'a {kinds} token',
  'tryIt.needsCredential': 'a credential',
  'tryIt.needsWhere': ' ({where})',
  'tryIt.or': ' or ',
  'tryIt.serverSide':
    'This operation needs a {kinds} token. Such a token belongs server-side: never put it in front-end code, and paste it here only on a machine you trust.',
  'tryIt.secret': 'secret',
  'tryIt.copiedCurl': 'curl command copied.',
  'tryIt.copiedFetch': 'fetch call copied.',
  'tryIt.clipboardRefused': 'The browser refused the clipboard: select the command below instead.',
  'tryIt.timeout': 'No answer from {origin} in {seconds} s: the request was cancelled.',
  'tryIt.cancelled': 'Cancelled: no response was received.',
  'tryIt.networkError':
    'The request to {origin} failed with no response (network error or CORS). The APIs accept browser requests only from the web domains allowed for your account (set in the dashboard under More > APIs); this site\'s domain is probably not one of them, or the server is unreachable. Use "Use example responses", or send the request with curl.',
} as const;

/**
 * Try it's checks and answers, the scheme selector's token kinds and the samples' note, and the
 * page actions' prompts to assistants. The `tryIt.rule.*` texts are ajv's own messages for those
 * keywords, word for word (lib/try-it/validation.client.ts), so the English console says what it
 * did; a keyword not here keeps ajv's English.
 */
const consoleTextStrings = {
  'tryIt.isRequired': 'is required',
  'tryIt.bodyTooLarge': 'The body is {size} KB: the console sends at most {max} KB.',
  'tryIt.rule.type': 'must be {type}',
  'tryIt.rule.required': "must have required property '{missingProperty}'",
  'tryIt.rule.additionalProperties': 'must NOT have additional properties',
  'tryIt.rule.enum': 'must be equal to one of the allowed values',
  'tryIt.rule.const': 'must be equal to constant',
  'tryIt.rule.minimum': 'must be >= {limit}',
  'tryIt.rule.maximum': 'must be <= {limit}',
  'tryIt.rule.exclusiveMinimum': 'must be > {limit}',
  'tryIt.rule.exclusiveMaximum': 'must be < {limit}',
  'tryIt.rule.multipleOf': 'must be multiple of {multipleOf}',
  'tryIt.rule.minLength': 'must NOT have fewer than {limit} characters',
  'tryIt.rule.maxLength': 'must NOT have more than {limit} characters',
  'tryIt.rule.minItems': 'must NOT have fewer than {limit} items',
  'tryIt.rule.maxItems': 'must NOT have more than {limit} items',
  'tryIt.rule.minProperties': 'must NOT have fewer than {limit} properties',
  'tryIt.rule.maxProperties': 'must NOT have more than {limit} properties',
  'tryIt.rule.uniqueItems': 'must NOT have duplicate items (items ## {j} and {i} are identical)',
  'tryIt.rule.pattern': 'must match pattern "{pattern}"',
  'tryIt.rule.format': 'must match format "{format}"',
  'tryIt.rule.oneOf': 'must match exactly one schema in oneOf',
  'tryIt.rule.anyOf': 'must match a schema in anyOf',
  'tryIt.mock.noToken': 'No token entered: the operation needs one.',
  'tryIt.mock.invalid': "The request does not match the document's schema: {message}",
  'tryIt.mock.noExample': 'No example has {name} "{value}" (the document\'s example is "{example}").',
  'tryIt.mock.example': "The document's {status} example.",
  'tryIt.mock.noSuccess': 'The document has no success response.',
  'tryIt.kind.read-only': 'Read-only token',
  'tryIt.kind.read-write': 'Read-write token',
  'tryIt.kind.public': 'Public token',
  'tryIt.kind.private': 'Private token',
  'tryIt.kind.unknown': 'Token',
  'tryIt.scheme': '{kind}, {summary}',
  'tryIt.sampleNote': 'This tab keeps its own sample.',
  'tryIt.sampleNoteFollowing.one': 'This tab keeps its own sample; the {tabs} tab follows the form.',
  'tryIt.sampleNoteFollowing.other': 'This tab keeps its own sample; the {tabs} tabs follow the form.',
  'pageActions.prompt': 'Read {url} so I can ask questions about it.',
  'pageActions.promptOperation': 'Read the {operation} operation (#{id}) in {url} so I can ask questions about it.',
} as const;

/** The API references' own headings and labels (the document's texts stay in its language). */
const apiStrings = {
  'api.navigation': 'API navigation',
  'api.nav.operations': '{title} operations',
  'api.nav.overview': 'Overview',
  'api.nav.schemas': 'Schemas',
  'api.pages': 'Pages',
  'api.pagesLabel': '{title} pages',
  'api.pageOverview': 'Overview',
  'api.schemas': 'Schemas',
  'api.changedSinceLink': 'What changed since {label}',
  'api.overview.version': 'Version {version}',
  'api.overview.baseUrl': 'Base URL',
  'api.overview.authentication': 'Authentication schemes',
  'api.overview.acceptedBy.one': 'Accepted by {count} operation',
  'api.overview.acceptedBy.other': 'Accepted by {count} operations',
  'api.overview.statusCodes': 'Status codes',
  'api.overview.status': 'Status',
  'api.overview.meaning': 'Meaning',
  'api.op.linkTo': 'Link to {title}',
  'api.op.copyLink': 'Copy link',
  'api.op.copyLinkTo': 'Copy link to {title}',
  'api.op.actions': 'Actions for {title}',
  'api.op.deprecated': 'Deprecated',
  'api.op.callback': 'Callback',
  'api.op.webhook': 'Webhook',
  'api.op.changedSince': 'Changed since {label}',
  'api.op.noAuth': 'No authentication required.',
  'api.op.authentication': 'Authentication:',
  'api.op.or': ' or ',
  'api.op.and': ' and ',
  'api.op.requestBody': 'Request body',
  'api.op.payload': 'Payload',
  'api.op.required': 'required',
  'api.op.optional': 'optional',
  'api.op.deprecatedParam': 'deprecated',
  'api.op.responses': 'Responses',
  'api.op.webhookResponses': 'Responses your server should send',
  'api.op.headers': 'Headers:',
  'api.params.path': 'Path parameters',
  'api.params.query': 'Query parameters',
  'api.params.header': 'Header parameters',
  'api.params.cookie': 'Cookie parameters',
  'api.params.name': 'Name',
  'api.params.type': 'Type',
  'api.params.constraints': 'Constraints',
  'api.params.description': 'Description',
  'api.params.default': 'Default:',
  'api.params.oneOf': 'One of:',
  'api.params.examples': 'Examples:',
  'api.params.example': 'Example:',
  'api.samples.request': 'Request',
  'api.samples.requestBody': 'Request body',
  'api.samples.response': 'Response',
  'api.samples.payload': 'Payload',
  'api.samples.generatedPayload': 'Payload (generated from the schema)',
  'api.samples.copy': 'Copy',
  'api.samples.copyLabel': 'Copy {label} code',
  'api.samples.examples': 'Examples: {label}',
  'api.incoming.callback': 'Sent by the API to {expression} after {operation}: your server receives this request.',
  'api.incoming.webhook': 'Sent by the API to the URL you registered for {path}: your server receives this request.',
  'api.incoming.callbacks': 'Callbacks:',
  'api.changelog.navigation': 'Changelog navigation',
  'api.changelog.versions': '{title} changelog versions',
  'api.changelog.tag': 'Changelog',
  'api.changelog.title': '{title} changelog',
  'api.changelog.intro':
    'What changed in the {reference} between docs versions: operations, parameters, request and response fields, enum values, status codes and security requirements added, removed, changed or deprecated. Each change is marked breaking or not, with the rule that decided it.',
  'api.changelog.breakingCount.one': '{count} breaking',
  'api.changelog.breakingCount.other': '{count} breaking',
  'api.changelog.since': 'Since {label}',
  'api.changelog.fromTo': '{from} to {to}',
  'api.changelog.stepText': 'From the {title} of docs version {from} to {to}: {summary}',
  'api.changelog.current': 'the current reference',
  'api.changelog.version': 'version {label}',
  'api.changelog.noChanges': 'no changes.',
  'api.changelog.changes.one': '{count} change, {breaking}.',
  'api.changelog.changes.other': '{count} changes, {breaking}.',
  'api.changelog.noneBreaking': 'none breaking',
  'api.changelog.breaking': 'Breaking',
  'api.changelog.deprecation': 'Deprecation',
  'api.changelog.nonBreaking': 'Non-breaking',
  'api.changelog.rule': 'Rule {rule}',
  'api.changelog.in': 'In {label}',
  'api.changelog.inLabel': '{operation} in {label}',
  'api.changelog.notIn': 'Not in {label}',
} as const;

/** Every English string, by key. */
export const ENGLISH = {
  ...crashStrings,
  ...shellStrings,
  ...searchStrings,
  ...pageStrings,
  ...pageActionStrings,
  ...copyStrings,
  ...contentStrings,
  ...notFoundStrings,
  ...blogStrings,
  ...tryItStrings,
  ...consoleTextStrings,
  ...apiStrings,
} as const;

/** A key of the catalogue. */
export type UiKey = keyof typeof ENGLISH;

/** A locale's strings: every key, translated or English. */
export type UiStrings = Record<UiKey, string>;

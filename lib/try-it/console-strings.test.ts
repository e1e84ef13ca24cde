import { describe, expect, it } from 'vitest';
import { ENGLISH, type UiStrings } from '../i18n/english';
import { kindLabel, kindNeedName, schemeLabel, schemeWhere, tokenNeed } from './auth.client';
import { sampleNote } from './console-view.client';
import { checkForm } from './issues.client';
import { mockRespond } from './mock.client';
import { bodySizeProblem, MAX_BODY_BYTES } from './request.client';
import type { TryItOperation } from './types';

/** A locale's catalogue over English, as uiStrings merges it: the French of the variant's ui.json. */
const FRENCH: UiStrings = {
  ...ENGLISH,
  'tryIt.isRequired': 'est obligatoire',
  'tryIt.bodyTooLarge': 'Le corps fait {size} Ko : la console envoie au plus {max} Ko.',
  'tryIt.mock.noToken': "Aucun jeton saisi : l'opération en demande un.",
  'tryIt.mock.invalid': 'La requête ne suit pas le schéma du document : {message}',
  'tryIt.mock.noExample': "Aucun exemple n'a {name} « {value} » (l'exemple du document est « {example} »).",
  'tryIt.mock.example': "L'exemple {status} du document.",
  'tryIt.mock.noSuccess': "Le document n'a pas de réponse de succès.",
  'tryIt.kind.private': 'Jeton privé',
  'tryIt.kind.unknown': 'Jeton',
  'tryIt.needs': 'Demande {what}{where}.',
  'tryIt.needsToken': 'un jeton {kinds}',
  'tryIt.or': ' ou ',
  'tryIt.need.read-only': 'en lecture seule',
  'tryIt.need.read-write': 'en lecture-écriture',
  'tryIt.where.header': 'en-tête {name}',
  'tryIt.where.query': 'paramètre {name}',
  'tryIt.where.http': 'HTTP {scheme}',
  'tryIt.where.unsupported': '{type} (non pris en charge par la console)',
  'tryIt.scheme': '{kind}, {summary}',
  'tryIt.sampleNote': 'Cet onglet garde son propre exemple.',
  'tryIt.sampleNoteFollowing.one': "Cet onglet garde son propre exemple ; l'onglet {tabs} suit le formulaire.",
  'tryIt.sampleNoteFollowing.other': 'Cet onglet garde son propre exemple ; les onglets {tabs} suivent le formulaire.',
};

const op = {
  parameters: [{ name: 'profile_id', in: 'path', required: true, type: 'string', example: 'p_1' }],
  security: [['privateToken']],
  responses: [
    { status: '200', mediaType: 'application/json', example: { id: 'p_1' } },
    {
      status: '401',
      description: 'The token is missing.',
      mediaType: 'application/json',
      example: { message: 'no token' },
    },
    { status: '404', mediaType: 'application/json', example: { message: 'not found' } },
  ],
} as Pick<TryItOperation, 'parameters' | 'responses' | 'security'>;
const mod = { operation: { ...op, body: { mediaType: 'application/json', required: true } } as TryItOperation };

describe('the form’s check, in the page’s language', () => {
  it('says a required value is missing, in English as before and in French', () => {
    expect(checkForm(mod, {}, '', undefined, ENGLISH).issues).toEqual([
      { pointer: '/parameters/profile_id', message: 'is required' },
      { pointer: '/body', message: 'is required' },
    ]);
    expect(checkForm(mod, {}, '', undefined, FRENCH).issues.map((i) => i.message)).toEqual([
      'est obligatoire',
      'est obligatoire',
    ]);
  });

  it('refuses a body over the limit with its size, the sizes written as before', () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 2048);
    expect(bodySizeProblem(big, ENGLISH)).toBe('The body is 514 KB: the console sends at most 512 KB.');
    expect(bodySizeProblem(big, FRENCH)).toBe('Le corps fait 514 Ko : la console envoie au plus 512 Ko.');
    expect(checkForm(mod, { 'path:profile_id': 'p' }, big, undefined, FRENCH).tooLarge).toMatch(/^Le corps fait/);
  });
});

describe('the mock responder’s reasons, in the page’s language', () => {
  const values = { 'path:profile_id': 'p_1' };
  const reasons = (t: UiStrings) => [
    mockRespond({ op, values, issues: [], authorized: false }, t).reason,
    mockRespond({ op, values, issues: [{ pointer: '/body', message: t['tryIt.isRequired'] }], authorized: true }, t)
      .reason,
    mockRespond({ op, values: { 'path:profile_id': 'p_9' }, issues: [], authorized: true }, t).reason,
    mockRespond({ op, values, issues: [], authorized: true }, t).reason,
    mockRespond({ op: { ...op, responses: [] }, values, issues: [], authorized: true }, t).reason,
  ];

  it('are the same English sentences as before', () => {
    expect(reasons(ENGLISH)).toEqual([
      'No token entered: the operation needs one.',
      "The request does not match the document's schema: /body: is required",
      'No example has profile_id "p_9" (the document\'s example is "p_1").',
      "The document's 200 example.",
      'The document has no success response.',
    ]);
  });

  it('are the catalogue’s on a French page', () => {
    expect(reasons(FRENCH)).toEqual([
      "Aucun jeton saisi : l'opération en demande un.",
      'La requête ne suit pas le schéma du document : /body: est obligatoire',
      "Aucun exemple n'a profile_id « p_9 » (l'exemple du document est « p_1 »).",
      "L'exemple 200 du document.",
      "Le document n'a pas de réponse de succès.",
    ]);
  });
});

describe('the token kinds in the scheme selector', () => {
  it('names each kind, and a scheme by its kind and place', () => {
    expect(
      (['read-only', 'read-write', 'public', 'private', undefined] as const).map((k) => kindLabel(k, ENGLISH)),
    ).toEqual(['Read-only token', 'Read-write token', 'Public token', 'Private token', 'Token']);
    expect(schemeLabel({ kind: 'private', summary: 'header X-Access-Token' }, FRENCH)).toBe(
      'Jeton privé, header X-Access-Token',
    );
    expect(kindLabel(undefined, FRENCH)).toBe('Jeton');
  });
});

describe('the note on samples the console does not write', () => {
  it('names the tabs that follow the form, by the locale’s plural rules', () => {
    expect(sampleNote([], ENGLISH)).toBe('This tab keeps its own sample.');
    expect(sampleNote(['curl'], ENGLISH)).toBe('This tab keeps its own sample; the curl tab follows the form.');
    expect(sampleNote(['curl', 'JavaScript'], ENGLISH)).toBe(
      'This tab keeps its own sample; the curl, JavaScript tabs follow the form.',
    );
    expect(sampleNote(['curl'], FRENCH, 'fr-FR')).toBe(
      "Cet onglet garde son propre exemple ; l'onglet curl suit le formulaire.",
    );
    expect(sampleNote(['curl', 'Python'], FRENCH, 'fr-FR')).toBe(
      'Cet onglet garde son propre exemple ; les onglets curl, Python suivent le formulaire.',
    );
  });
});

describe('what the operation needs, in the page’s language', () => {
  const need = {
    security: [['readOnly'], ['readWrite']],
    schemes: {
      readOnly: { key: 'readOnly', type: 'apiKey', kind: 'read-only', summary: 'query access_token' },
      readWrite: { key: 'readWrite', type: 'apiKey', kind: 'read-write', summary: 'query access_token' },
      other: { key: 'other', type: 'bearer', summary: 'HTTP bearer' },
    },
  } as Pick<TryItOperation, 'security' | 'schemes'>;

  it('names the kinds as English did, word for word', () => {
    expect(tokenNeed(need, ENGLISH)).toBe('Needs a read-only or read-write token (query access_token).');
    expect(kindNeedName('private', ENGLISH)).toBe('private');
  });

  it('names them in the catalogue’s words on a French page', () => {
    expect(tokenNeed(need, FRENCH)).toBe(
      'Demande un jeton en lecture seule ou en lecture-écriture (query access_token).',
    );
  });

  it('leaves a scheme of no known kind out of the kinds', () => {
    expect(tokenNeed({ ...need, security: [['other']] }, FRENCH)).toBe('Demande a credential (HTTP bearer).');
  });
});

describe('where a scheme’s credential goes, in the page’s words', () => {
  const header = { type: 'apiKey', in: 'header', name: 'X-Access-Token', summary: 'header X-Access-Token' } as const;
  const query = { type: 'apiKey', in: 'query', name: 'access_token', summary: 'query access_token' } as const;

  it('is the build’s English summary, word for word, on an English page', () => {
    expect(schemeWhere(header, ENGLISH)).toBe(header.summary);
    expect(schemeWhere(query, ENGLISH)).toBe(query.summary);
    expect(schemeWhere({ type: 'bearer', summary: 'HTTP bearer' }, ENGLISH)).toBe('HTTP bearer');
  });

  it('is the catalogue’s on a French page, the names as the document writes them', () => {
    expect(schemeWhere(header, FRENCH)).toBe('en-tête X-Access-Token');
    expect(schemeLabel({ ...query, kind: 'private' }, FRENCH)).toBe('Jeton privé, paramètre access_token');
    expect(tokenNeed({ security: [['q']], schemes: { q: { key: 'q', kind: 'read-only', ...query } } }, FRENCH)).toBe(
      'Demande un jeton en lecture seule (paramètre access_token).',
    );
  });

  it('names a scheme the console does not support by its type, and keeps a summary it knows only', () => {
    const oauth = { type: 'unsupported', docType: 'oauth2', summary: 'oauth2 (not supported by the console)' } as const;
    expect(schemeWhere(oauth, ENGLISH)).toBe(oauth.summary);
    expect(schemeWhere(oauth, FRENCH)).toBe('oauth2 (non pris en charge par la console)');
    expect(schemeWhere({ type: 'unsupported', summary: 'oauth2 (not supported by the console)' }, FRENCH)).toBe(
      'oauth2 (not supported by the console)',
    );
    expect(schemeWhere({ summary: 'header X' }, FRENCH)).toBe('header X');
  });
});

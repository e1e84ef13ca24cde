import { z } from 'zod';
import { isOriginPattern } from '../http/origins.client';
import { isEditUrlTemplate, isFeedbackEndpoint } from '../page-meta/urls';
import { sampleLanguageProblem } from './sample-languages';

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a 6-digit hex colour such as "#25c2a0"');
const Position = z.enum(['left', 'right']).default('right');
/** An internal route: starts with "/", no trailing slash (trailing slashes are off). */
const InternalPath = z
  .string()
  .regex(
    /^\/([^/?#\s][^?#\s]*[^/?#\s]|[^/?#\s])?([?#].*)?$/,
    'expected a path starting with "/" and no trailing slash',
  );

const Logo = z
  .object({
    /** Text alternative of the logo image. */
    alt: z.string(),
    /** Logo for the light theme, a path under public/. */
    src: z.string(),
    /** Logo for the dark theme; falls back to src. */
    srcDark: z.string().optional(),
    /** Where the logo links to; the home page by default. */
    href: z.string().optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  })
  .strict();

/** A navbar link to a route (`to`) or an external URL (`href`). */
const NavbarLinkItem = z
  .object({
    type: z.literal('link').default('link'),
    label: z.string().min(1),
    to: InternalPath.optional(),
    href: z.url().optional(),
    position: Position,
  })
  .strict()
  .refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'a link item needs exactly one of "to" or "href"' });

/** A navbar link to one doc, by doc id (its path under content/docs without extension). */
const NavbarDocItem = z
  .object({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().min(1), position: Position })
  .strict();

/** A navbar link to the first doc of a sidebar. */
const NavbarDocSidebarItem = z
  .object({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string().min(1), position: Position })
  .strict();

/** Built-in widgets: the search box, the locale and docs-version switchers. */
const NavbarWidgetItem = z
  .object({ type: z.enum(['search', 'localeDropdown', 'docsVersionDropdown']), position: Position })
  .strict();

export const NavbarItemSchema = z.union([NavbarDocItem, NavbarDocSidebarItem, NavbarWidgetItem, NavbarLinkItem]);

const FooterLink = z
  .object({ label: z.string().min(1), to: InternalPath.optional(), href: z.url().optional() })
  .strict()
  .refine((l) => Boolean(l.to) !== Boolean(l.href), { message: 'a footer link needs exactly one of "to" or "href"' });

/** A titled column of footer links. */
const FooterColumn = z.object({ title: z.string().min(1), items: z.array(FooterLink) }).strict();

/** One API reference, served at /api/<id> from an OpenAPI document of the project. */
const ApiReferenceConfig = z
  .object({
    /** Route id: `/api/<id>`, `/api/<id>.yaml`, `/api/<id>.json`. */
    id: z.string().regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes'),
    /** Shown on the page and in search. */
    title: z.string().min(1),
    /** The page title and the label of links to the reference. */
    navLabel: z.string().min(1),
    /** The OpenAPI 3.x document, from the project root. */
    file: z.string().regex(/\.(ya?ml|json)$/, 'expected a .yaml, .yml or .json file'),
    /**
     * strict: any schema error or contradicting example fails the build; lenient: warnings that name the
     * JSON pointer.
     */
    mode: z.enum(['strict', 'lenient']).default('strict'),
    /**
     * The "Try it" console: `mock` answers from the document's examples, `live` calls the server
     * (the default; choose mock when the document's servers are examples). `allowedOrigins` are the
     * custom base URLs readers may call besides the document's servers (CSP source syntax, e.g.
     * `http://localhost:*`): they go into the Content-Security-Policy's connect-src. Loopback ones
     * (localhost, 127.x, [::1]) apply in `next dev` only: a deployed page never calls its readers' machines.
     */
    tryIt: z
      .object({
        defaultMode: z.enum(['mock', 'live']).default('live'),
        allowedOrigins: z
          .array(
            z
              .string()
              .refine(
                isOriginPattern,
                'expected an origin such as "https://sandbox.example.com" or "http://localhost:*" (no path)',
              ),
          )
          .default([]),
      })
      .strict()
      .default({ defaultMode: 'live', allowedOrigins: [] }),
    /**
     * The generated languages of the request samples, in tab order: httpsnippet targets as `target`
     * or `target:client` (`["shell:curl", "node:axios", "php"]`). Unset: curl, JavaScript, Python,
     * Go, Node.js, PHP, Ruby, Java and C# (lib/openapi/samples.ts). The document's own
     * `x-codeSamples` come first either way.
     */
    sampleLanguages: z
      .array(
        z.string().superRefine((name, ctx) => {
          const problem = sampleLanguageProblem(name);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      )
      .min(1)
      .optional(),
    /**
     * An SDK's call of each operation it wraps, shown beside the HTTP samples in a tab of its own:
     * a Markdown file whose `## <operationId>` sections hold one ts block each, type-checked at build
     * like the docs' samples (lib/openapi/sdk-samples.ts).
     */
    sdkSamples: z
      .object({
        /** The tab's label, e.g. "Profiles SDK". */
        label: z.string().min(1),
        /** The Markdown file, from the project root. */
        file: z.string().regex(/\.md$/, 'expected a .md file'),
      })
      .strict()
      .optional(),
  })
  .strict();

export const SiteConfigSchema = z
  .object({
    /** Site title, the suffix of every page title. */
    title: z.string().min(1),
    /** One-line description shown on the home page. */
    tagline: z.string().min(1),
    /** Canonical origin of the deployed site, without trailing slash. */
    url: z.url().regex(/[^/]$/, 'expected no trailing slash'),
    /** The product documented: its display name and its route slug. */
    product: z.object({ name: z.string().min(1), slug: z.string().regex(/^[a-z0-9-]+$/) }).strict(),
    /** Primary colour; lighter and darker shades and an accessible text shade are derived. */
    brandColor: HexColor,
    /** When true, every page asks search engines not to index it. */
    noIndex: z.boolean().default(false),
    /** Trailing slashes are off: `/a/` redirects to `/a`. Only false is supported. */
    trailingSlash: z.literal(false).default(false),
    /** Delimiter between page title and site title. */
    titleDelimiter: z.string().default('|'),
    i18n: z
      .object({
        defaultLocale: z.string().min(2),
        locales: z.array(z.string().min(2)).min(1),
        localeLabels: z.record(z.string(), z.string()).default({}),
        /**
         * Per locale (Docusaurus's `localeConfigs`): the BCP 47 tag of `<html lang>` (the code
         * itself by default) and the writing direction (`ltr` by default). lib/i18n reads it.
         */
        localeConfigs: z
          .record(
            z.string(),
            z
              .object({
                htmlLang: z
                  .string()
                  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'expected a BCP 47 tag such as "fr" or "pt-BR"')
                  .optional(),
                direction: z.enum(['ltr', 'rtl']).optional(),
              })
              .strict(),
          )
          .default({}),
      })
      .strict()
      .refine((i) => i.locales.includes(i.defaultLocale), { message: 'defaultLocale must be one of locales' })
      .superRefine((i, ctx) => {
        // A locale is a URL segment (`/fr/docs/…`): lowercase letters, digits and dashes only.
        i.locales.forEach((code, index) => {
          if (!/^[a-z]{2,8}(-[a-z0-9]{1,8})*$/.test(code))
            ctx.addIssue({
              code: 'custom',
              path: ['locales', index],
              message: `"${code}" is not a locale code usable in a URL (expected lowercase, like "fr" or "pt-br")`,
            });
        });
        for (const code of Object.keys(i.localeConfigs))
          if (!i.locales.includes(code))
            ctx.addIssue({
              code: 'custom',
              path: ['localeConfigs', code],
              message: `"${code}" is not one of i18n.locales (${i.locales.join(', ')})`,
            });
      }),
    docs: z
      .object({
        /** Docs plugin id, used in the search index file name and stored preferences. */
        pluginId: z.string().default('default'),
        routeBasePath: z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .default('docs'),
        sidebarId: z.string().min(1),
        /** The doc `/docs` leads to. */
        defaultDocId: z.string().min(1),
        /**
         * Versions by name; the current (unreleased) one is "current", the others are cut with
         * `npm run docs:version -- <name>` (lib/versions). `noIndex`: whether search engines are
         * asked not to index the version (by default every version but `lastVersion`).
         */
        versions: z.record(
          z.string(),
          z.object({ label: z.string().min(1), noIndex: z.boolean().optional() }).strict(),
        ),
        lastVersion: z.string().default('current'),
        /**
         * "Edit this page" link of every doc, post and standalone page: a URL template where
         * `{path}` is the file's path from the repository root. No link when unset.
         */
        editUrl: z
          .string()
          .refine(
            isEditUrlTemplate,
            'expected an absolute http(s) URL containing {path}, such as ' +
              '"https://github.com/acme/developer-docs/edit/main/{path}"',
          )
          .optional(),
        /** Shows the author of the last commit beside the "Last updated" date. */
        showLastUpdateAuthor: z.boolean().default(false),
      })
      .strict(),
    /** "Was this page helpful?": answers also go to `endpoint` as a JSON POST when set. */
    feedback: z
      .object({
        endpoint: z.string().refine(isFeedbackEndpoint, 'expected an https URL (http only for localhost)').optional(),
      })
      .strict()
      .optional(),
    analytics: z
      .object({
        gtagTrackingId: z.string().regex(/^(G|UA|AW|DC)-[A-Z0-9-]+$/, 'expected a tag id such as "G-XXXXXXX"'),
      })
      .strict()
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
    navbar: z
      .object({
        title: z.string().min(1),
        logo: Logo.optional(),
        hideOnScroll: z.boolean().default(false),
        style: z.enum(['primary', 'dark']).optional(),
        items: z.array(z.unknown()),
      })
      .strict(),
    footer: z
      .object({
        style: z.enum(['light', 'dark']).default('dark'),
        copyright: z.string().optional(),
        logo: Logo.optional(),
        links: z.union([z.array(FooterColumn), z.array(FooterLink)]).default([]),
      })
      .strict(),
    blog: z
      .object({
        title: z.string().min(1).default('Blog'),
        description: z.string().min(1),
        /** Posts per page of the blog list; more posts add /blog/page/2, … */
        postsPerPage: z.number().int().positive().default(10),
        /** Recent posts listed in the blog sidebar. */
        sidebarCount: z.number().int().nonnegative().default(5),
      })
      .strict(),
    /** The API references, in the order the site lists them. */
    apis: z
      .array(ApiReferenceConfig)
      .default([])
      .superRefine((apis, ctx) => {
        apis.forEach((api, i) => {
          if (apis.findIndex((other) => other.id === api.id) !== i)
            ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate API reference id "${api.id}"` });
        });
      }),
    announcementBar: z
      .object({
        id: z.string().min(1),
        /** One line of Markdown: text, links, code; raw HTML is dropped. */
        content: z.string().min(1),
        backgroundColor: z.string().optional(),
        textColor: z.string().optional(),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type NavbarItem = z.output<typeof NavbarItemSchema>;
export type FooterLink = z.output<typeof FooterLink>;
export type FooterColumn = z.output<typeof FooterColumn>;
export type ApiReferenceConfig = z.output<typeof ApiReferenceConfig>;

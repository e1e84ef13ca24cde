/**
 * The renderer of scripts/api-html.tsx: a reference's pages as static HTML. Imported only when a
 * page is not fresh, so a rebuild that reuses every reference page does not load React's server
 * renderer, the reference's components and its request samples (0.2 s).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiReferenceContent } from '../components/openapi/api-reference';
import { siteConfig } from '../lib/config/site';
import type { ApiEntry } from '../lib/openapi/catalog';
import { downloadsFor, pageModel } from '../lib/site/api-references';
import type { changedSince } from '../lib/site/changelog';

/** Makes the reference's page model once; the function it returns renders every page (slug → HTML) in one locale. */
export async function referenceRenderer(configured: ApiEntry['spec'], loaded: ApiEntry['loaded']) {
  const model = await pageModel(configured, loaded);
  return ({
    id,
    layout,
    changed,
    locale,
  }: {
    /** The prebuilt spec's id (a cut version's pinned reference has its own). */
    id: string;
    layout: ApiEntry['layout'];
    changed: ReturnType<typeof changedSince>;
    locale: string | undefined;
  }): Record<string, string> =>
    Object.fromEntries(
      layout.pages.map((page) => [
        page.slug,
        renderToStaticMarkup(
          <ApiReferenceContent
            model={model}
            downloads={downloadsFor(id, locale)}
            layout={layout}
            page={page}
            siteUrl={siteConfig.url}
            changed={changed}
            locale={locale}
          />,
        ),
      ]),
    );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { renderMdx } from '@/components/mdx/compile';
import { PageMeta } from '@/components/page-meta/page-meta';
import { assertPageValid } from '@/lib/site/dev-check';
import { metadataFor } from '@/lib/site/seo';
import { getFileRoutes, getPage, getPages } from '@/lib/site/source';
import '@/app/globals.css';

export const dynamicParams = false;

type Props = PageProps<'/[page]'>;

export function generateStaticParams() {
  return getPages().map((page) => ({ page: page.slug }));
}

async function lookup(params: Props['params']) {
  return getPage((await params).page);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await lookup(params);
  return page ? metadataFor(page.href) : {};
}

/** A standalone MDX page from content/pages, e.g. /markdown-page. */
export default async function StandalonePage({ params }: Props) {
  const page = await lookup(params);
  if (!page) notFound();
  await assertPageValid(page);
  const content = await renderMdx(page.body, { filePath: page.filePath, fileRoutes: getFileRoutes() });
  return (
    <main id="main" className="container standalone">
      <h1>{page.frontmatter.title}</h1>
      <div className="markdown">{content}</div>
      <PageMeta filePath={page.filePath} frontmatter={page.frontmatter} lastUpdated />
    </main>
  );
}

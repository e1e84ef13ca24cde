import type { Metadata } from 'next';
import { Link } from '@/components/ui/link.client';
import { collectTags } from '@/lib/blog/posts';
import { uiStrings } from '@/lib/i18n/catalogue';
import { metadataFor } from '@/lib/site/seo';
import { getPosts } from '@/lib/site/source';

export const generateMetadata = (): Promise<Metadata> => metadataFor('/blog/tags');

/** /blog/tags: every tag with its post count. */
export default function BlogTags() {
  return (
    <main id="main" className="blog-main">
      <h1>{uiStrings()['blog.tagsTitle']}</h1>
      <ul className="tag-index">
        {collectTags(getPosts()).map(({ tag, posts }) => (
          <li key={tag}>
            <Link href={`/blog/tags/${tag}`} className="tag">
              {tag} <span className="tag-count">{posts.length}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

import { Feed } from 'feed';
import { markdownToHtml } from '../markdown/to-html';
import type { PostEntry } from './types';

export interface FeedSite {
  url: string;
  title: string;
  description: string;
  copyright: string;
  /** The feed's language (BCP 47), `en` by default. */
  language?: string;
  /** The route prefix of a locale's feed (`/fr`): its blog is `/fr/blog`. */
  prefix?: string;
}

/**
 * The RSS and Atom feed of the blog, with full absolute URLs and each post's content as HTML
 * (`toHtml`: a build passes the cached converter of ./feed-cache.ts).
 */
export function buildFeed(posts: PostEntry[], site: FeedSite, toHtml = markdownToHtml): Feed {
  const blog = `${site.url}${site.prefix ?? ''}/blog`;
  const feed = new Feed({
    id: blog,
    link: blog,
    title: site.title,
    description: site.description,
    copyright: site.copyright,
    language: site.language ?? 'en',
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: `${blog}/rss.xml`, atom: `${blog}/atom.xml` },
  });
  for (const post of posts) {
    const url = `${site.url}${post.href}`;
    feed.addItem({
      id: url,
      link: url,
      title: post.frontmatter.title,
      description: post.frontmatter.description,
      content: toHtml(post.body, { siteUrl: site.url, href: post.href, filePath: post.filePath }),
      date: new Date(`${post.date}T00:00:00Z`),
      author: post.authors.map((a) => ({ name: a.name, link: a.url })),
      category: post.frontmatter.tags.map((tag) => ({ name: tag, domain: `${site.url}/blog/tags/${tag}` })),
    });
  }
  return feed;
}

import { buildFeed } from '../blog/feed';
import { siteConfig } from '../config/site';
import { getPosts } from './source';

/** The blog feed for this site. */
export function siteFeed() {
  return buildFeed(getPosts(), {
    url: siteConfig.url,
    title: `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.blog.title}`,
    description: siteConfig.blog.description,
    copyright: siteConfig.footer.copyright ?? siteConfig.title,
  });
}

import { paginate } from '../blog/posts';
import { getPosts, getSite } from './source';

/** The blog list pages of this build. */
export function getBlogPages() {
  return paginate(getPosts(), getSite().config.blog.postsPerPage);
}

/** The recent posts for the blog sidebar. */
export function getRecentPosts() {
  return getPosts().slice(0, getSite().config.blog.sidebarCount);
}

/** Links to the feeds, for the <head> of blog pages. */
export const feedAlternates = {
  types: { 'application/rss+xml': '/blog/rss.xml', 'application/atom+xml': '/blog/atom.xml' },
};

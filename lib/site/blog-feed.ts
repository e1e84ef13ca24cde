import { buildFeed } from '../blog/feed';
import { getContentGraph, getPosts } from './source';

/** The site configuration, through the graph: the one door (development reads it again with the content). */
const config = () => getContentGraph().config;

/** The blog feed for this site. */
export function siteFeed() {
  return buildFeed(getPosts(), {
    url: config().url,
    title: `${config().title} ${config().titleDelimiter} ${config().blog.title}`,
    description: config().blog.description,
    copyright: config().footer.copyright ?? config().title,
  });
}

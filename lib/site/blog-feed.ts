import { buildFeed } from '../blog/feed';
import { cachedMarkdownToHtml } from '../blog/feed-cache';
import { markdownToHtml } from '../markdown/to-html';
import type { ContentGraph } from './graph';
import { getContentGraph, getPosts } from './source';

/** A build's converter keeps each post's HTML between builds; development converts as it reads. */
const toHtml = (graph: ContentGraph) =>
  graph.buildCache ? cachedMarkdownToHtml(markdownToHtml, graph.root) : markdownToHtml;

/** The site configuration, through the graph: the one door (development reads it again with the content). */
const config = () => getContentGraph().config;

/** The blog feed for this site. */
export function siteFeed() {
  return buildFeed(
    getPosts(),
    {
      url: config().url,
      title: `${config().title} ${config().titleDelimiter} ${config().blog.title}`,
      description: config().blog.description,
      copyright: config().footer.copyright ?? config().title,
    },
    toHtml(getContentGraph()),
  );
}

/**
 * Each locale's feeds, with its translated posts only (a feed is in one language): `/fr/blog/rss.xml`
 * and `/fr/blog/atom.xml`, as files the prebuild writes under public/ (a locale route cannot answer
 * with XML, and a site with one locale must have no such route to generate). None for a locale
 * with no translated post.
 */
export function localeFeeds(graph: ContentGraph): Array<{ path: string; text: string }> {
  const { config } = graph;
  return graph.locales.flatMap(({ locale, posts }) => {
    const translated = posts.filter((post) => !post.fallback);
    if (translated.length === 0) return [];
    const feed = buildFeed(
      translated,
      {
        url: config.url,
        title: `${config.title} ${config.titleDelimiter} ${config.blog.title}`,
        description: config.blog.description,
        copyright: config.footer.copyright ?? config.title,
        language: locale.htmlLang,
        prefix: locale.prefix,
      },
      toHtml(graph),
    );
    return [
      { path: `${locale.prefix}/blog/rss.xml`, text: feed.rss2() },
      { path: `${locale.prefix}/blog/atom.xml`, text: feed.atom1() },
    ];
  });
}

import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { resolveMarkdownLink } from './link-check';

export interface MarkdownLinksOptions {
  file: string;
  fileRoutes: Map<string, string>;
  /** Told each markdown-file link looked up and the route it got (none: left as written). */
  onResolve?: (pathname: string, route: string | undefined) => void;
}

/** Rewrites links to markdown files (`./intro.mdx#setup`) into the routes of those files. */
export function remarkMarkdownLinks(options: MarkdownLinksOptions) {
  return (tree: Root) => {
    visit(tree, 'link', (node) => {
      const [pathname, hash] = node.url.split('#', 2);
      if (/^[a-z][a-z0-9+.-]*:/i.test(pathname) || !/\.mdx?$/.test(pathname)) return;
      const route = resolveMarkdownLink(pathname, options.file, options.fileRoutes);
      options.onResolve?.(pathname, route);
      if (route) node.url = hash ? `${route}#${hash}` : route;
    });
  };
}

import type { ContentGraph } from '../content/graph';
import { getContentGraph } from '../content/source';
import { siteLlmsTxt } from '../llms/site';
import { toSidebarFile } from '../navigation/sidebar-file';
import type { ApiEntry } from '../openapi/catalog';
import { buildSiteSearchIndex } from '../search/site-records';

/**
 * The files generated from the content graph and served by route handlers: the build prerenders
 * them, the static export writes them, and the development server builds them on demand, again
 * after each content change (once per graph).
 */
type Build = (graph: ContentGraph, apis: ApiEntry[]) => string;

const built = new WeakMap<ContentGraph, Map<Build, Promise<string>>>();

/** The output of `build` for the current graph, built once per graph. */
function output(build: Build): Promise<string> {
  const graph = getContentGraph();
  let outputs = built.get(graph);
  if (!outputs) built.set(graph, (outputs = new Map()));
  let text = outputs.get(build);
  if (!text) {
    text = graph.apis().then((apis) => build(graph, apis));
    outputs.set(build, text);
  }
  return text;
}

const searchIndex: Build = (graph, apis) => JSON.stringify(buildSiteSearchIndex(graph, apis));
const sidebarFile: Build = (graph) => JSON.stringify(toSidebarFile(graph.sidebar));

/** /search-index-default.json: every record of the site and the statistics ranking needs. */
export const searchIndexJson = () => output(searchIndex);

/** /sidebar-default.json: the whole docs sidebar, for collapsed categories opened in the browser. */
export const sidebarJson = () => output(sidebarFile);

/** /llms.txt. */
export const llmsTxt = () => output(siteLlmsTxt);

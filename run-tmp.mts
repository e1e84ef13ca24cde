import { loadContentGraph } from './lib/content/graph-load';
import { checkSamples, sampleSummary } from './lib/twoslash/check';
const graph = loadContentGraph({ includeDrafts: false });
const t = performance.now();
const r = checkSamples(graph.entries.map((e) => ({ file: e.filePath, tree: graph.analyse(e).tree, lineOffset: e.bodyLineOffset })));
console.log(r.errors.join('\n'));
console.log(sampleSummary(r, Math.round(performance.now() - t)).join('\n'));

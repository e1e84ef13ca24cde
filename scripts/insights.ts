/**
 * `npm run insights -- <file>… [--json] [--limit N]`: the top queries, the queries that found
 * nothing and the pages most often reached, from MCP tool logs (`MCP_LOG=1 npm start 2> mcp.log`)
 * and GA4 CSV exports of the search events (lib/search/insights-report.ts). A table by default,
 * JSON with `--json`. Malformed lines are counted as skipped, never fatal.
 */
import fs from 'node:fs';
import { insightsReport, insightsTable } from '../lib/search/insights-report';

const args = process.argv.slice(2);
const json = args.includes('--json');
const at = args.indexOf('--limit');
const limit = at >= 0 ? Number(args[at + 1]) : 20;
const files = args.filter((arg, i) => !arg.startsWith('--') && !(at >= 0 && i === at + 1));
if (files.length === 0 || !(limit > 0)) {
  console.error('usage: npm run insights -- <mcp log or GA4 csv>… [--json] [--limit N]');
  process.exit(1);
}
const texts: string[] = [];
for (const file of files) {
  try {
    texts.push(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`insights: cannot read ${file}: ${(error as Error).message}`);
    process.exit(1);
  }
}
const report = insightsReport(texts, limit);
console.log(json ? JSON.stringify(report, null, 2) : insightsTable(report));

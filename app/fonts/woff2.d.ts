// A font file imported by a module is its URL (next.config.ts: turbopack.rules, type `asset`).
declare module '*.woff2' {
  const url: string;
  export default url;
}

/**
 * The fragment redirects of one page (content/redirects.json entries such as
 * `/api/content#oldId` → `/api/content#newId`; lib/site/redirects.ts): a fragment never reaches a
 * server, so the page itself moves the reader, on load and when the hash changes. An inline
 * script of a few hundred bytes, only on a page that has such redirects (the CSP names it by its
 * hash, as every inline script). Without JavaScript the reader stays on the page, which exists.
 */
export function FragmentRedirects({ map }: { map: Record<string, string> }) {
  if (Object.keys(map).length === 0) return null;
  // `<` escaped so the JSON can never close the script element.
  const json = JSON.stringify(map).replace(/</g, '\\u003c');
  const code =
    `(()=>{const m=${json};const go=()=>{let h=location.hash.slice(1);try{h=decodeURIComponent(h)}catch{}` +
    `const t=Object.hasOwn(m,h)&&m[h];if(t)location.replace(t)};go();addEventListener('hashchange',go)})()`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script over build-time JSON, hashed by the CSP.
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

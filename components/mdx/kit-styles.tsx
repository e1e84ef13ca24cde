import { BADGE_VARIANTS } from '@/lib/markdown/component-props';

/**
 * The styles of the MDX kit's components (Steps, Cards, Accordion, FileTree, Badge, image zoom),
 * one small sheet per component, written into the page only where the component is used: React
 * hoists a `<style href precedence>` into the head once per page however many times it renders,
 * so a page using none of them carries none of this (the site stylesheet stays as it was). Each
 * sheet puts its rules in the `content` cascade layer (app/styles/layers.css).
 */

type Variant = (typeof BADGE_VARIANTS)[number];

/** Badge text on the admonition backgrounds (`--<variant>-bg`, app/styles/base.css): WCAG AA in both themes (badge.test.tsx). */
export const BADGE_TEXT: Record<'light' | 'dark', Record<Variant, string>> = {
  light: { note: '#474c54', tip: '#005c00', info: '#0b5a72', warning: '#6b4d00', danger: '#a3151b' },
  dark: { note: '#e3e3e3', tip: '#8fe08f', info: '#9ad8ec', warning: '#ffd875', danger: '#ffb3b5' },
};

const badgeCss = BADGE_VARIANTS.map(
  (v) =>
    `.badge-${v}{background:var(--${v}-bg);border-color:var(--${v}-border);color:${BADGE_TEXT.light[v]}}` +
    `[data-theme="dark"] .badge-${v}{color:${BADGE_TEXT.dark[v]}}`,
).join('');

// Icons as masks drawn in currentColor: a folder and a page.
const folderIcon =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M1.5 3.5h5l1.5 1.5h6.5v8.5h-13z' fill='none' stroke='black' stroke-width='1.3' stroke-linejoin='round'/%3E%3C/svg%3E\")";
const fileIcon =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3' fill='none' stroke='black' stroke-width='1.3' stroke-linejoin='round'/%3E%3C/svg%3E\")";

const kitCss = {
  steps:
    '.steps>ol{list-style:none;counter-reset:step;padding-left:0;margin-left:0}' +
    '.steps>ol>li{counter-increment:step;position:relative;padding-left:2.75rem;padding-bottom:.75rem;margin:0}' +
    '.steps>ol>li::before{content:counter(step);position:absolute;left:0;top:0;width:1.875rem;height:1.875rem;' +
    'border-radius:50%;background:var(--bg-surface);border:1px solid var(--border);text-align:center;' +
    'line-height:1.75rem;font-weight:var(--bold);font-size:var(--text-sm)}' +
    '.steps>ol>li:not(:last-child)::after{content:"";position:absolute;left:.9375rem;top:2.25rem;bottom:.25rem;width:1px;background:var(--border)}' +
    '.steps>ol>li>:first-child{margin-top:0;line-height:1.875rem}',
  cards:
    '.cards{display:grid;gap:1rem;margin:0 0 1.25rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,14rem),1fr))}' +
    '@media (min-width:768px){.cards[data-cols]{grid-template-columns:repeat(var(--cards-cols),minmax(0,1fr))}}' +
    '.card{display:block;padding:1rem;border:1px solid var(--border);border-radius:var(--radius);color:inherit;background:var(--bg)}' +
    'a.card{text-decoration:none}a.card:hover{border-color:var(--link)}a.card:hover .card-title{color:var(--link)}' +
    '.card-icon{display:block;margin-bottom:.5rem;color:var(--link)}' +
    '.card-title{display:block;font-weight:var(--bold)}' +
    '.card-description{display:block;margin-top:.25rem;color:var(--text-muted);font-size:var(--text-sm)}' +
    '.card-body>:last-child{margin-bottom:0}.card-body{margin-top:.5rem}',
  accordion:
    '.accordion{margin:0 0 1rem;border:1px solid var(--border);border-radius:var(--radius)}' +
    '.accordion>summary{padding:.625rem 1rem;cursor:pointer;font-weight:var(--bold)}' +
    '.accordion[open]>summary{border-bottom:1px solid var(--border)}' +
    '.accordion-content{padding:.75rem 1rem}.accordion-content>:last-child{margin-bottom:0}' +
    '@media print{.accordion::details-content{content-visibility:visible;display:block}}',
  'file-tree':
    '.file-tree{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid var(--border);border-radius:var(--radius);' +
    'background:var(--bg-surface);font-family:var(--font-mono);font-size:var(--text-sm)}' +
    '.file-tree ul{list-style:none;margin:0;padding-left:1.25rem}.file-tree>ul{padding-left:0}' +
    '.file-tree li{margin:.125rem 0}.file-tree li>p{margin:0}' +
    '.file-tree-name{display:inline-flex;align-items:center;gap:.375rem;font-style:normal}' +
    `.file-tree-name::before{content:"";width:1em;height:1em;background:currentColor;mask:${fileIcon} center/contain no-repeat}` +
    `.file-tree-name.file-tree-folder::before{mask-image:${folderIcon}}` +
    '.file-tree-name.file-tree-highlight{font-weight:var(--bold);background:var(--tip-bg);outline:1px solid var(--tip-border);border-radius:3px;padding:0 .25rem}' +
    '.file-tree-comment{color:var(--text-muted);font-style:normal;margin-left:.75rem;font-family:var(--font)}',
  badge:
    '.badge{display:inline-block;padding:0 .5em;border:1px solid;border-radius:999px;font-size:.8125em;' +
    `font-weight:var(--bold);line-height:1.5;vertical-align:.0625em;white-space:nowrap}${badgeCss}`,
  zoom:
    '.zoom-trigger{display:inline-block;padding:0;margin:0;border:0;background:none;cursor:zoom-in;max-width:100%;vertical-align:top}' +
    '.zoom-trigger>img{display:block}' +
    '.zoom-overlay{position:fixed;inset:0;width:100vw;height:100vh;max-width:none;max-height:none;margin:0;padding:0;border:0;background:rgb(0 0 0/.85)}' +
    '.zoom-overlay:popover-open{display:block}' +
    '.zoom-close{display:flex;width:100%;height:100%;align-items:center;justify-content:center;padding:1rem;border:0;background:none;cursor:zoom-out}' +
    '.zoom-close>img{max-width:100%;max-height:100%;object-fit:contain;background:#fff}',
} as const;

export type KitSheet = keyof typeof kitCss;

/** The sheet of one kit component, once per page (React dedupes by `href`). */
export function KitStyle({ sheet }: { sheet: KitSheet }) {
  return (
    <style href={`mdx-kit-${sheet}`} precedence="mdx-kit">
      {`@layer content{${kitCss[sheet]}}`}
    </style>
  );
}

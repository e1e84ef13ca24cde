import { createTransformerFactory, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';
import type { TwoslashReturn } from 'twoslash/core';
import { sampleChecker } from '../twoslash/checker';
import { isCheckedLang } from '../twoslash/samples';
import { compactLine } from './rehype-compact-code';
import { uncheckedSampleListener } from './unchecked-samples';

const text = (value: string): ElementContent => ({ type: 'text', value });
const span = (className: string, children: ElementContent[], extra: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: [className], ...extra },
  children,
});

/**
 * Each identifier with type information becomes a focusable span holding its popup: the type as
 * TypeScript prints it and the doc comment, as plain text. The stylesheet (app/styles/twoslash.css)
 * shows the popup on :hover and :focus-within, so a pointer, the keyboard and a tap all open it with
 * no JavaScript; without CSS the sample still reads as code followed by its types.
 */
const renderer: TwoslashRenderer = {
  nodeStaticInfo(info, node) {
    const popup: ElementContent[] = [{ type: 'element', tagName: 'code', properties: {}, children: [text(info.text)] }];
    if (info.docs) popup.push(span('ts-docs', [text(info.docs)]));
    return span('ts-hover', [...compactLine([node]), span('ts-popup', popup, { role: 'tooltip' })], {
      tabIndex: 0,
    });
  },
};

/**
 * The Twoslash transformer for the highlighter: it renders types from the check's results (the
 * same cache `npm run build` filled in its prebuild step), so a page compiles without checking its
 * samples again. A sample marked `skip-check` is highlighted only. A sample with a type error
 * still renders with its types: the check, not the renderer, reports the error.
 */
export function twoslashTransformer(root = process.cwd()): ShikiTransformer {
  const cached = (code: string, lang?: string) => {
    const checker = sampleChecker(root);
    const unchecked = uncheckedSampleListener();
    const result = (unchecked ? checker.cached(lang ?? 'ts', code) : checker.check(lang ?? 'ts', code))?.twoslash;
    if (!result) {
      unchecked?.();
      throw new Error('sample not checkable');
    }
    // Errors are the check's to report; marking them in the code split its tokens' colours apart.
    return { ...result, nodes: result.nodes.filter((node) => node.type !== 'error') } as unknown as TwoslashReturn;
  };
  return createTransformerFactory(
    cached,
    renderer,
  )({
    langs: ['ts', 'tsx', 'js', 'jsx'],
    langAlias: { typescript: 'ts', javascript: 'js', mjs: 'js' },
    throws: false,
    filter: (lang, _code, options) => isCheckedLang(lang) && !/\bskip-check\b/.test(options.meta?.__raw ?? ''),
  });
}

import { describe, expect, it } from 'vitest';
import { parseInlineStyle, tokenMarkup } from './token-classes';

describe('tokenMarkup', () => {
  it('gives the theme pairs their class, case-insensitively', () => {
    expect(tokenMarkup({ '--shiki-light': '#cf222e', '--shiki-dark': '#FF7B72' })).toEqual({
      kind: 'class',
      name: 'k',
    });
    expect(tokenMarkup({ '--shiki-light': '#6E7781', '--shiki-dark': '#8B949E' })).toEqual({
      kind: 'class',
      name: 'm',
    });
  });

  it('needs no element for the default text colour or no style', () => {
    expect(tokenMarkup({ '--shiki-light': '#1F2328', '--shiki-dark': '#E6EDF3' })).toEqual({ kind: 'plain' });
    expect(tokenMarkup(undefined)).toEqual({ kind: 'plain' });
  });

  it('keeps any other pair, or extra properties, as an inline style', () => {
    expect(tokenMarkup({ '--shiki-light': '#123456', '--shiki-dark': '#654321' })).toEqual({
      kind: 'style',
      css: '--shiki-light:#123456;--shiki-dark:#654321',
    });
    const italic = { '--shiki-light': '#CF222E', '--shiki-dark': '#FF7B72', 'font-style': 'italic' };
    expect(tokenMarkup(italic)).toEqual({
      kind: 'style',
      css: '--shiki-light:#CF222E;--shiki-dark:#FF7B72;font-style:italic',
    });
    expect(tokenMarkup({ '--shiki-light': '#1F2328', '--shiki-dark': '#E6EDF3', 'font-weight': 'bold' }).kind).toBe(
      'style',
    );
  });
});

describe('parseInlineStyle', () => {
  it('reads declarations, trimming spaces and ignoring empty or malformed ones', () => {
    expect(parseInlineStyle('--shiki-light:#CF222E; --shiki-dark: #FF7B72;')).toEqual({
      '--shiki-light': '#CF222E',
      '--shiki-dark': '#FF7B72',
    });
    expect(parseInlineStyle('display: grid;;nonsense')).toEqual({ display: 'grid' });
    expect(parseInlineStyle('')).toEqual({});
  });
});

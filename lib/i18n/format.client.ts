/**
 * Filling the catalogue's templates, for the server and the client leaves alike: `{name}` values,
 * plural families (`key.one` / `key.other`, and any other category a locale adds) chosen by
 * Intl.PluralRules, numbers and dates formatted by Intl for the page's locale. Nothing here holds a
 * string of its own, so it costs a leaf a few hundred bytes, not the catalogue.
 */

/** A string or a number to put in a template; numbers are formatted for the locale. */
export type TemplateValue = string | number;

/** A piece of a template: text as is, or the name of a value. */
export type TemplatePart = string | { name: string };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template split into its text and its `{name}` places, in order (empty text left out). */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push({ name: match[1] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/** The names of the values a template takes (`{count} results` → `['count']`). */
export function templateNames(template: string): string[] {
  return templateParts(template).flatMap((part) => (typeof part === 'string' ? [] : [part.name]));
}

/** The number written for the locale (`1,234` in English, `1 234` in French). */
function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The template with its values in place; a value it does not get stays as written (`{name}`). */
export function fill(template: string, values: Record<string, TemplateValue> = {}, locale = 'en'): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/**
 * The template of a plural family for `count`: `base.<category>` by the locale's plural rules
 * (`one`, `few`, `many`…), else `base.other`. Strings of any shape: the whole catalogue or a leaf's part.
 */
function pluralTemplate(strings: Readonly<Record<string, string>>, base: string, count: number, locale: string) {
  const category = new Intl.PluralRules(locale).select(count);
  return strings[`${base}.${category}`] ?? strings[`${base}.other`] ?? base;
}

/** A plural family filled: `{count}` (formatted) and the other values. */
export function plural(
  strings: Readonly<Record<string, string>>,
  base: string,
  count: number,
  locale: string,
  values: Record<string, TemplateValue> = {},
): string {
  return fill(pluralTemplate(strings, base, count, locale), { ...values, count }, locale);
}

/** A calendar date (`2026-09-03`) written for the locale, as on the blog: `September 3, 2026`. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

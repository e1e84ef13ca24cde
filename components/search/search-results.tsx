import type { HitGroup } from '@/lib/search/group.client';
import { highlight, snippet } from '@/lib/search/highlight.client';
import { Highlighted } from './highlighted';
import type { SearchStrings } from './strings';

/**
 * Beside a result of a page not translated yet (a locale's search): the name of its language, in
 * the page's language ("anglais" on a French page), from the browser's Intl.
 */
function UntranslatedMark({ lang }: { lang: string }) {
  const pageLang = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  let name = lang;
  try {
    name = new Intl.DisplayNames([pageLang], { type: 'language' }).of(lang) ?? lang;
  } catch {}
  return (
    <span className="search-lang" data-untranslated lang={pageLang}>
      {name}
    </span>
  );
}

/** The id of the `i`th option of the results listbox `id` (the field's aria-activedescendant). */
export const searchOptionId = (id: string, i: number) => `${id}-option-${i}`;

interface SearchResultsProps {
  /** The panel's id: the listbox is `${id}-results`. */
  id: string;
  /** The query the results answer (`data-query`: they may still be an earlier query's while a key is searched). */
  query?: string;
  groups: HitGroup[];
  /** The selected option, counted over every group. */
  active: number;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
  strings: SearchStrings;
}

/**
 * The search results as a listbox: one group per page (its kind and title), each hit a link with its
 * title and a snippet, the matched words marked. A plain click opens the hit in place; a modified
 * click is left to the browser (new tab, new window).
 */
export function SearchResults({ id, query, groups, active, onHover, onChoose, strings: t }: SearchResultsProps) {
  let index = -1;
  const count = groups.reduce((n, group) => n + group.hits.length, 0);
  return (
    <div
      role="listbox"
      id={`${id}-results`}
      aria-label={t['search.resultsLabel']}
      className="search-results"
      data-query={query}
      hidden={count === 0}
    >
      {groups.map((group) => (
        <div
          role="group"
          key={group.hits[0].record.url}
          aria-labelledby={`${id}-${group.hits[0].record.url}`}
          className="search-group"
        >
          <div className="search-group-title" id={`${id}-${group.hits[0].record.url}`}>
            <span className="search-kind">{t[`search.kind.${group.kind}`]}</span> {group.page}
            {group.hits[0].record.lang && <UntranslatedMark lang={group.hits[0].record.lang} />}
          </div>
          {group.hits.map((hit) => {
            index += 1;
            const i = index;
            return (
              <a
                key={hit.record.url}
                id={searchOptionId(id, i)}
                role="option"
                aria-selected={i === active}
                className="search-hit"
                href={hit.record.url}
                tabIndex={-1}
                onMouseMove={() => i !== active && onHover(i)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onChoose(i);
                }}
              >
                <span className="search-hit-title">
                  <Highlighted segments={highlight(hit.record.title, hit.terms)} />
                </span>
                {hit.record.content && (
                  <span className="search-hit-snippet">
                    <Highlighted segments={snippet(hit.record.content, hit.terms)} />
                  </span>
                )}
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}

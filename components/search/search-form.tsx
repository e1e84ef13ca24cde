import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants.client';
import { ArrowRightIcon, CloseIcon, SearchIcon } from '../ui/icons';
import type { SearchStrings } from './strings';

interface SearchFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
  /** The results listbox the field controls. */
  listboxId: string;
  /** The selected option's id, when there are results. */
  activeOptionId?: string;
  /** Enter, or the submit button: open the selected result. */
  onSubmit: () => void;
  /** The arrow keys move the selection (1 down, -1 up); none without results. */
  onMove?: (step: 1 | -1) => void;
  strings: SearchStrings;
}

/** The search panel's form: the query field (a combobox over the results), clear, submit and Cancel. */
export function SearchForm({
  inputRef,
  query,
  onQueryChange,
  listboxId,
  activeOptionId,
  onSubmit,
  onMove,
  strings: t,
}: SearchFormProps) {
  return (
    <form
      className="search-form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SearchIcon className="search-icon" />
      <input
        ref={inputRef}
        type="search"
        className="search-field"
        placeholder={t['search.placeholder']}
        aria-label={t['search.label']}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={activeOptionId !== undefined}
        aria-controls={listboxId}
        aria-activedescendant={activeOptionId}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (!onMove || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          onMove(event.key === 'ArrowDown' ? 1 : -1);
        }}
      />
      {query && (
        <button
          type="button"
          className="icon-button search-clear"
          aria-label={t['search.clear']}
          onClick={() => {
            onQueryChange('');
            inputRef.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      )}
      <button
        type="submit"
        className="icon-button search-submit"
        aria-label={t['search.submit']}
        disabled={activeOptionId === undefined}
      >
        <ArrowRightIcon />
      </button>
      <Dialog.Close className="search-cancel">{t['search.cancel']}</Dialog.Close>
    </form>
  );
}

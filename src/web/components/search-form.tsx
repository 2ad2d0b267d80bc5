import type { SearchSuggestion } from '@shared/search/search-suggestions.schema';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { currentLanguage } from '../lib/i18n';
import { readLocationSelection } from '../lib/location/location-store';
import { paths } from '../lib/paths';
import { useSearchSuggestions } from '../lib/search-suggestions/api/get-search-suggestions';
import { categorySearchHref, headerSearchHref, parseSearchUrl } from '../lib/search-url';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { SearchSuggestionList, suggestionOptionId } from './search-suggestion-list';

/** Short enough to feel immediate, long enough that fast typing asks once (ADR 079). */
export const suggestDebounceMs = 120;

/**
 * The header search: a WAI-ARIA combobox offering popular queries and categories while typing
 * (arrow keys, Enter, Escape). Suggestions never stand in the way: when they fail or are slow,
 * Enter submits what was typed.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const urlQuery = searchParams.get('query') ?? '';
  const [query, setQuery] = useState(urlQuery);
  const [isListOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  // Follow the URL when it changes under the field (back button, a link to another search).
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const language = currentLanguage();
  const debouncedQuery = useDebouncedValue(query, suggestDebounceMs);
  const suggestionsQuery = useSearchSuggestions(debouncedQuery, language);
  const suggestions =
    query.trim() && !suggestionsQuery.isError ? (suggestionsQuery.data?.suggestions ?? []) : [];
  const isExpanded = isListOpen && suggestions.length > 0;
  // New suggestions: nothing is highlighted until the user moves with the arrow keys.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new results only.
  useEffect(() => setActiveIndex(-1), [suggestionsQuery.data]);

  const goTo = (text: string) => {
    setListOpen(false);
    const isOnSearch = pathname === paths.search();
    navigate(
      headerSearchHref({
        query: text,
        currentParams: isOnSearch ? parseSearchUrl(searchParams).params : null,
        selection: readLocationSelection(),
      }),
    );
  };
  const choose = (suggestion: SearchSuggestion) => {
    if (suggestion.kind === 'query') {
      setQuery(suggestion.text);
      goTo(suggestion.text);
      return;
    }
    setListOpen(false);
    setQuery('');
    navigate(categorySearchHref(suggestion.categoryId, readLocationSelection()));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    goTo(query);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      if (suggestions.length === 0) return;
      const last = suggestions.length - 1;
      const isDown = event.key === 'ArrowDown';
      setActiveIndex((index) => {
        if (!isExpanded) return isDown ? 0 : last;
        if (isDown) return index >= last ? 0 : index + 1;
        return index <= 0 ? last : index - 1;
      });
    } else if (event.key === 'Enter') {
      const suggestion = isExpanded ? suggestions[activeIndex] : undefined;
      if (!suggestion) return; // the form submits what was typed
      event.preventDefault();
      choose(suggestion);
    } else if (event.key === 'Escape' && isExpanded) {
      // A search field clears itself on Escape; with the list open, Escape only closes the list.
      event.preventDefault();
      setListOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <search className={`relative block ${className}`}>
      <form onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            isExpanded && activeIndex >= 0 ? suggestionOptionId(listId, activeIndex) : undefined
          }
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListOpen(false)}
          placeholder={t('header.searchPlaceholder')}
          className="h-11 w-full rounded-xl border border-line bg-surface-sunken pr-24 pl-10 text-base text-ink placeholder:text-muted focus:border-brand focus:bg-surface"
          enterKeyHint="search"
        />
        <button
          type="submit"
          className="absolute top-1 right-1 h-9 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand hover:bg-brand-strong"
        >
          {t('header.searchSubmit')}
        </button>
      </form>
      <SearchSuggestionList
        listId={listId}
        suggestions={suggestions}
        activeIndex={activeIndex}
        isOpen={isExpanded}
        onChoose={choose}
      />
      <p role="status" className="sr-only">
        {isExpanded ? t('header.suggestionsCount', { count: suggestions.length }) : ''}
      </p>
    </search>
  );
}

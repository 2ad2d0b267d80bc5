import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readLocationSelection } from '../lib/location/location-store';
import { paths } from '../lib/paths';
import { headerSearchHref, parseSearchUrl } from '../lib/search-url';

export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const urlQuery = searchParams.get('query') ?? '';
  const [query, setQuery] = useState(urlQuery);
  const inputId = useId();
  // Follow the URL when it changes under the field (back button, a link to another search).
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isOnSearch = pathname === paths.search();
    navigate(
      headerSearchHref({
        query,
        currentParams: isOnSearch ? parseSearchUrl(searchParams).params : null,
        selection: readLocationSelection(),
      }),
    );
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
          value={query}
          onChange={(event) => setQuery(event.target.value)}
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
    </search>
  );
}

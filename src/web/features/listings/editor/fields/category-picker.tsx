import { categoryPathMax } from '@shared/ai/draft-suggestion.schema';
import { categoryPathOf, findTaxonomyCategory, type TaxonomyCategory } from '@shared/catalog/taxonomy';
import { ChevronRight, CircleAlert, Search, Sparkles } from 'lucide-react';
import { Fragment, type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../../components/ui/chip';
import { Input } from '../../../../components/ui/input';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { categoryPathNames, categorySearchLimit, searchLeafCategories } from './category-search';
import { CategoryTree } from './category-tree';

export interface CategoryPickerProps {
  /** The search field's id, so a label elsewhere or an error summary can point at it. */
  id: string;
  categoryId: string;
  onChange(next: { categoryId: string; categoryPath: string[] }): void;
  /** The AI's alternatives (draft `alternativeCategories`); branches open the tree there. */
  suggestions?: { categoryId: string; confidence: number }[];
  error?: string;
  describedBy?: string;
  /** Shows the required marker; default true, a listing cannot go live without a category. */
  isRequired?: boolean;
}

function ancestorsOf(categoryId: string): string[] {
  return categoryPathOf(categoryId).slice(0, -1);
}

/** Spec §2 "Create listing": search (en and de, umlaut-tolerant) or browse; only leaves can be chosen. */
export function CategoryPicker({
  id,
  categoryId,
  onChange,
  suggestions = [],
  error,
  describedBy,
  isRequired = true,
}: CategoryPickerProps) {
  const { t } = useTranslation('listing-fields');
  const language = currentLanguage();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const resultsId = `${baseId}-results`;
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);

  const [query, setQuery] = useState('');
  const [expandedIds, setExpandedIds] = useState<Set<string>>(() => new Set(ancestorsOf(categoryId)));
  const [activeId, setActiveId] = useState(() => categoryId || 'fashion');
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const handleFocusHandled = useCallback(() => setFocusRequest(null), []);

  const chosen = findTaxonomyCategory(categoryId);
  const chosenPath = (chosen?.path ?? []).slice(0, categoryPathMax).flatMap((pathId) => {
    const node = findTaxonomyCategory(pathId);
    return node ? [{ id: node.id, name: node.name[language] }] : [];
  });
  const results = useMemo(() => searchLeafCategories(query, language), [query, language]);
  const shownResults = results.slice(0, categorySearchLimit);
  const hasQuery = query.trim() !== '';

  const knownSuggestions = suggestions.flatMap((suggestion) => {
    const category = findTaxonomyCategory(suggestion.categoryId);
    return category ? [{ category, confidence: suggestion.confidence }] : [];
  });

  const choose = (category: TaxonomyCategory) => {
    if (!category.isLeaf) return;
    onChange({ categoryId: category.id, categoryPath: category.path.slice(0, categoryPathMax) });
    setExpandedIds((previous) => new Set([...previous, ...ancestorsOf(category.id)]));
    setActiveId(category.id);
  };

  const chooseFromSearch = (category: TaxonomyCategory) => {
    choose(category);
    setQuery('');
    searchRef.current?.focus();
  };

  const revealBranch = (category: TaxonomyCategory) => {
    setExpandedIds((previous) => new Set([...previous, ...category.path]));
    setActiveId(category.id);
    setFocusRequest(category.id);
  };

  const focusResult = (index: number) => {
    const buttons = resultsRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (!buttons?.length) return;
    buttons[Math.max(0, Math.min(index, buttons.length - 1))]?.focus();
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shownResults.length > 0) {
      event.preventDefault();
      focusResult(0);
    }
    if (event.key === 'Escape' && hasQuery) {
      event.preventDefault();
      setQuery('');
    }
  };

  const handleResultKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'ArrowDown') focusResult(index + 1);
    else if (event.key === 'ArrowUp') {
      if (index === 0) searchRef.current?.focus();
      else focusResult(index - 1);
    } else if (event.key === 'Escape') {
      setQuery('');
      searchRef.current?.focus();
    } else return;
    event.preventDefault();
  };

  const inputDescribedBy = [describedBy, hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="flex items-baseline gap-1 text-sm font-semibold text-ink">
          {t('category.label')}
          {isRequired && (
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          )}
        </label>
        <nav aria-label={t('category.chosen')}>
          {chosenPath.length > 0 ? (
            <ol className="flex flex-wrap items-center gap-1 text-sm text-ink">
              {chosenPath.map((node, index) => (
                <li key={node.id} className="flex items-center gap-1">
                  {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-muted" />}
                  <span className={index === chosenPath.length - 1 ? 'font-semibold' : undefined}>
                    {node.name}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">{t('category.none')}</p>
          )}
        </nav>
      </div>

      {knownSuggestions.length > 0 && (
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-muted">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('category.suggestions')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {knownSuggestions.map(({ category, confidence }) => {
              const percent = formatNumber(confidence, language, {
                style: 'percent',
                maximumFractionDigits: 0,
              });
              const names = categoryPathNames(category.id, language).join(' › ');
              const descriptionId = `${baseId}-suggestion-${category.id}`;
              // Named by what it shows, "Smartphones 30 %" (WCAG 2.5.3, ADR 041); the path describes it.
              return (
                <Fragment key={category.id}>
                  <Chip
                    size="sm"
                    isPressed={category.id === categoryId}
                    aria-describedby={descriptionId}
                    onPressedChange={() => (category.isLeaf ? choose(category) : revealBranch(category))}
                  >
                    {category.name[language]} <span className="text-xs text-muted">{percent}</span>
                  </Chip>
                  <span id={descriptionId} hidden>
                    {category.isLeaf
                      ? t('category.chooseSuggestion', { path: names, percent })
                      : t('category.browseSuggestion', { path: names, percent })}
                  </span>
                </Fragment>
              );
            })}
          </div>
        </fieldset>
      )}

      <div className="grid gap-1.5">
        <Input
          ref={searchRef}
          id={id}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleSearchKeyDown}
          placeholder={t('category.searchPlaceholder')}
          leadingIcon={<Search />}
          aria-describedby={inputDescribedBy}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-controls={hasQuery ? resultsId : undefined}
        />
        <p id={hintId} className="text-sm text-muted">
          {t('category.searchHint')}
        </p>
        {error && (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </p>
        )}
      </div>

      <p aria-live="polite" className={hasQuery ? 'text-sm text-muted' : 'sr-only'}>
        {hasQuery &&
          (results.length === 0
            ? t('category.noResults', { query: query.trim() })
            : t('category.resultCount', { count: results.length }))}
      </p>
      {hasQuery && shownResults.length > 0 && (
        <ul
          ref={resultsRef}
          id={resultsId}
          aria-label={t('category.results')}
          className="grid max-h-72 gap-1 overflow-y-auto"
        >
          {shownResults.map((category, index) => {
            const names = categoryPathNames(category.id, language);
            return (
              <li key={category.id}>
                <button
                  type="button"
                  onClick={() => chooseFromSearch(category)}
                  onKeyDown={(event) => handleResultKeyDown(event, index)}
                  aria-current={category.id === categoryId ? 'true' : undefined}
                  className="grid w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-sunken"
                >
                  <span className="font-medium text-ink">{names.at(-1)}</span>
                  <span className="text-xs text-muted">{names.slice(0, -1).join(' › ')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="grid gap-1.5">
        <p className="text-sm font-medium text-muted">{t('category.browse')}</p>
        <CategoryTree
          baseId={baseId}
          label={t('category.tree')}
          language={language}
          selectedId={categoryId}
          expandedIds={expandedIds}
          onExpandedChange={setExpandedIds}
          activeId={activeId}
          onActiveChange={setActiveId}
          onChooseLeaf={choose}
          focusRequest={focusRequest}
          onFocusHandled={handleFocusHandled}
        />
      </div>
    </div>
  );
}

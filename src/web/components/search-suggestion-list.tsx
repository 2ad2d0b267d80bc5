import type { SearchSuggestion } from '@shared/search/search-suggestions.schema';
import { LayoutGrid, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './ui/cn';

export function suggestionOptionId(listId: string, index: number) {
  return `${listId}-option-${index}`;
}

interface SearchSuggestionListProps {
  listId: string;
  suggestions: SearchSuggestion[];
  activeIndex: number;
  isOpen: boolean;
  onChoose(suggestion: SearchSuggestion): void;
}

/** The listbox of the header search combobox; the input keeps focus (aria-activedescendant). */
export function SearchSuggestionList({
  listId,
  suggestions,
  activeIndex,
  isOpen,
  onChoose,
}: SearchSuggestionListProps) {
  const { t } = useTranslation();
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t('header.suggestions')}
      hidden={!isOpen}
      className="absolute top-full right-0 left-0 z-30 mt-1 max-h-96 overflow-y-auto rounded-xl border border-line bg-surface p-1 text-left shadow-pop"
    >
      {suggestions.map((suggestion, index) => {
        const isActive = index === activeIndex;
        const key =
          suggestion.kind === 'query' ? `query:${suggestion.text}` : `category:${suggestion.categoryId}`;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the combobox input (aria-activedescendant)
          <div
            key={key}
            id={suggestionOptionId(listId, index)}
            role="option"
            tabIndex={-1}
            aria-selected={isActive}
            // Keeps focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
              isActive ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-surface-sunken',
            )}
          >
            {suggestion.kind === 'query' ? (
              <>
                <Search aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="min-w-0 flex-1 truncate">{suggestion.text}</span>
              </>
            ) : (
              <>
                <LayoutGrid aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{suggestion.label}</span>
                  <span className="block truncate text-xs text-muted">
                    {suggestion.parentLabel
                      ? t('header.suggestionCategoryIn', { parent: suggestion.parentLabel })
                      : t('header.suggestionCategory')}
                  </span>
                </span>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

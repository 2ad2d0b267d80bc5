import type { Place } from '@shared/locations/location.schema';
import { MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationSuggestions } from '../lib/location/api/suggest-locations';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { cn } from './ui/cn';
import { Input } from './ui/input';

const suggestDebounceMs = 200;

export interface LocationComboboxProps {
  text: string;
  onTextChange(text: string): void;
  onChoose(place: Place): void;
  isListOpen: boolean;
  onListOpenChange(isOpen: boolean): void;
}

/** The postal code worth showing: the one that matched a typed code, else the place's first. */
function postalCodeFor(place: Place, query: string): string | undefined {
  const digits = query.replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) return place.postalCodes.find((code) => code.startsWith(digits));
  return place.postalCodes[0];
}

/** WAI-ARIA combobox with a list of place suggestions (arrow keys, Enter, Escape). */
export function LocationCombobox({
  text,
  onTextChange,
  onChoose,
  isListOpen,
  onListOpenChange,
}: LocationComboboxProps) {
  const { t } = useTranslation('locations');
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const debouncedText = useDebouncedValue(text, suggestDebounceMs);
  const suggestions = useLocationSuggestions(debouncedText);
  const places = debouncedText.trim() ? (suggestions.data?.places ?? []) : [];
  const [activeIndex, setActiveIndex] = useState(-1);
  const isExpanded = isListOpen && places.length > 0;
  const activeId = isExpanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;

  // New results: nothing is highlighted until the user moves with the arrow keys.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new results only.
  useEffect(() => setActiveIndex(-1), [suggestions.data]);

  const choose = (place: Place) => {
    onChoose(place);
    onListOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isListOpen) onListOpenChange(true);
      if (places.length === 0) return;
      const last = places.length - 1;
      setActiveIndex((index) => {
        if (event.key === 'ArrowDown') return index >= last ? 0 : index + 1;
        return index <= 0 ? last : index - 1;
      });
    } else if (event.key === 'Enter') {
      if (!isExpanded) return;
      event.preventDefault();
      const place = places[Math.max(activeIndex, 0)];
      if (place) choose(place);
    } else if (event.key === 'Escape' && isExpanded) {
      // The dialog sees Escape first and leaves it to us while the list is open (onEscapeKeyDown).
      onListOpenChange(false);
    }
  };

  const query = debouncedText.trim();
  const isSettled = query.length > 0 && query === text.trim() && !suggestions.isFetching;
  let status = '';
  if (suggestions.isError) status = t('search.failed');
  else if (isSettled && isListOpen && places.length === 0) status = t('search.noMatches', { query });
  else if (isExpanded) status = t('search.count', { count: places.length });

  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink">
        {t('search.label')}
      </label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        leadingIcon={<Search />}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          onListOpenChange(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => onListOpenChange(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!isExpanded}
        className="absolute top-full right-0 left-0 z-10 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-pop"
      >
        {places.map((place, index) => {
          const postalCode = postalCodeFor(place, query);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the combobox input (aria-activedescendant)
            <div
              key={place.slug}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Keeps focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
                index === activeIndex ? 'bg-brand-soft text-brand-strong' : 'hover:bg-surface-sunken',
              )}
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{place.label}</span>
                <span className="block truncate text-xs text-muted">
                  {[postalCode, place.state].filter(Boolean).join(' · ')}
                </span>
              </span>
            </div>
          );
        })}
      </div>
      <p
        id={statusId}
        role="status"
        className={cn('text-sm', suggestions.isError ? 'text-danger' : 'text-muted', isExpanded && 'sr-only')}
      >
        {status}
      </p>
    </div>
  );
}

import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useLocationSelection } from '../../../lib/location/location-store';
import { isLocationAwarePath, locationInSearch } from '../../../lib/location/location-url';
import { ProfileLocationSync } from './profile-location-sync';

// The dialog (Radix dialog, combobox, radio group, profile saving) loads on first open, not with
// every page (ADR 044).
const LocationDialogRoot = lazy(() =>
  import('./location-dialog-root').then((module) => ({ default: module.LocationDialogRoot })),
);

/** Spec §2 Header: the current location and radius; opens the location picker dialog. */
export function LocationPickerButton({ className }: { className?: string }) {
  const { t } = useTranslation('locations');
  const selection = useLocationSelection();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Without a Radix trigger in the first load the dialog cannot hand focus back itself.
  useEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  // On a search page the URL says where the results are (a shared link may name another place
  // than the visitor's own choice); elsewhere the stored choice.
  const { pathname, search } = useLocation();
  const inUrl = isLocationAwarePath(pathname) ? locationInSearch(search, selection) : null;
  let current = t('button.anywhere');
  if (inUrl) {
    if (inUrl.place)
      current = t('button.withRadius', {
        place: inUrl.place,
        radius: t('radius.km', { count: inUrl.radiusKm }),
      });
  } else if (selection) {
    const radius =
      selection.radiusKm > 0 ? t('radius.km', { count: selection.radiusKm }) : t('button.nationwide');
    current = t('button.withRadius', { place: selection.label, radius });
  }

  return (
    <>
      <ProfileLocationSync />
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        aria-label={t('button.label', { current })}
        title={current}
        className={cn(
          'inline-flex h-10 max-w-56 shrink-0 items-center gap-1.5 rounded-xl border border-line bg-surface px-2.5 text-sm font-medium text-ink transition-colors hover:bg-surface-sunken sm:px-3',
          className,
        )}
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {/* Compact on small screens: the pin alone, the full text stays in the accessible name. */}
        <span className="hidden truncate sm:inline">{current}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <LocationDialogRoot selection={selection} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

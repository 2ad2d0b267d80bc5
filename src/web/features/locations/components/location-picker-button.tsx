import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { useLocationSelection } from '../../../lib/location/location-store';
import { ProfileLocationSync } from './profile-location-sync';

// The dialog (combobox, radio group, profile saving) loads on first open, not with every page.
const LocationDialog = lazy(() =>
  import('./location-dialog').then((module) => ({ default: module.LocationDialog })),
);

/** Spec §2 Header: the current location and radius; opens the location picker dialog. */
export function LocationPickerButton({ className }: { className?: string }) {
  const { t } = useTranslation('locations');
  const selection = useLocationSelection();
  const [isOpen, setIsOpen] = useState(false);

  let current = t('button.anywhere');
  if (selection) {
    const radius =
      selection.radiusKm > 0 ? t('radius.km', { count: selection.radiusKm }) : t('button.nationwide');
    current = t('button.withRadius', { place: selection.label, radius });
  }

  return (
    <>
      <ProfileLocationSync />
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogTrigger asChild>
          <button
            type="button"
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
        </DialogTrigger>
        {isOpen && (
          <Suspense fallback={null}>
            <LocationDialog selection={selection} onDone={() => setIsOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}

import type { LocationSelection, Place } from '@shared/locations/location.schema';
import { defaultSearchRadiusKm } from '@shared/profile/search-radius';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LocationCombobox } from '../../../components/location-combobox';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogContent } from '../../../components/ui/dialog';
import { suggestLocations } from '../../../lib/location/api/suggest-locations';
import { LocateError, type LocateProblem, locateMe } from '../../../lib/location/locate-me';
import {
  buildLocationSelection,
  type LocationDraftPlace,
  profilePreferencesFor,
} from '../../../lib/location/location-selection';
import { setLocationSelection } from '../../../lib/location/location-store';
import { isLocationAwarePath, searchWithLocation } from '../../../lib/location/location-url';
import { useUpdateProfile } from '../../../lib/profile/api/update-profile';
import { useSessionSnapshot } from '../../../lib/session/use-session';
import { RadiusOptions } from './radius-options';

type Problem = LocateProblem | 'noMatches' | 'saveFailed' | 'lookupFailed';

const placeAsDraft = (place: Place): LocationDraftPlace => ({
  label: place.label,
  slug: place.slug,
  latitude: place.latitude,
  longitude: place.longitude,
});

/** The location picker's dialog (spec §2 Header, §4 Location); mounted fresh each time it opens. */
export function LocationDialog({
  selection,
  onDone,
}: {
  selection: LocationSelection | null;
  onDone(): void;
}) {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSessionSnapshot();
  const updateProfile = useUpdateProfile();
  const [draft, setDraft] = useState<LocationDraftPlace | null>(
    selection && {
      label: selection.label,
      slug: selection.slug,
      latitude: selection.coordinates.latitude,
      longitude: selection.coordinates.longitude,
    },
  );
  const [text, setText] = useState(selection?.label ?? '');
  const [radiusKm, setRadiusKm] = useState(selection?.radiusKm ?? defaultSearchRadiusKm);
  const [isListOpen, setIsListOpen] = useState(false);
  const [isLocating, setIsLocating] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const choosePlace = (place: LocationDraftPlace) => {
    setDraft(place);
    setText(place.label);
    setProblem(null);
  };

  const commit = async (next: LocationSelection | null) => {
    setLocationSelection(next);
    if (isLocationAwarePath(location.pathname)) {
      const pathname = location.pathname.startsWith('/search') ? '/search' : location.pathname;
      await navigate({ pathname, search: searchWithLocation(location.search, next) });
    }
    if (status === 'authenticated') {
      try {
        await updateProfile.mutateAsync({ preferences: profilePreferencesFor(next) });
      } catch {
        setProblem('saveFailed');
        return;
      }
    }
    onDone();
  };

  const apply = async () => {
    setIsBusy(true);
    setProblem(null);
    try {
      let place = draft;
      const typed = text.trim();
      if (!place && typed) {
        // Typed but not chosen: take the best suggestion, as Enter would have.
        const best = (await suggestLocations(typed)).places[0];
        if (!best) {
          setProblem('noMatches');
          return;
        }
        place = placeAsDraft(best);
        choosePlace(place);
      }
      // Spec §5: an empty manual input is ignored.
      if (!place) return onDone();
      await commit(buildLocationSelection(place, radiusKm, 'manual'));
    } catch {
      setProblem('lookupFailed');
    } finally {
      setIsBusy(false);
    }
  };

  const clear = async () => {
    setIsBusy(true);
    setProblem(null);
    setDraft(null);
    setText('');
    try {
      await commit(null);
    } finally {
      setIsBusy(false);
    }
  };

  const locateDevice = async () => {
    setIsLocating(true);
    setProblem(null);
    try {
      const { place, latitude, longitude } = await locateMe();
      choosePlace({ label: place.label, slug: place.slug, latitude, longitude });
    } catch (error) {
      setProblem(error instanceof LocateError ? error.problem : 'unavailable');
    } finally {
      setIsLocating(false);
    }
  };

  const problemText: Record<Problem, string> = {
    denied: t('myLocation.denied'),
    unavailable: t('myLocation.unavailable'),
    unsupported: t('myLocation.unsupported'),
    notInGermany: t('myLocation.notInGermany'),
    noMatches: t('search.noMatches', { query: text.trim() }),
    lookupFailed: t('search.failed'),
    saveFailed: t('dialog.saveFailed'),
  };

  return (
    <DialogContent
      title={t('dialog.title')}
      description={t('dialog.description')}
      onEscapeKeyDown={(event) => {
        if (isListOpen) {
          event.preventDefault();
          setIsListOpen(false);
        }
      }}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={clear}
            disabled={isBusy || (!selection && !draft)}
            className="mr-auto"
          >
            {t('dialog.clear')}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">{t('dialog.cancel')}</Button>
          </DialogClose>
          <Button onClick={apply} isLoading={isBusy}>
            {t('dialog.apply')}
          </Button>
        </>
      }
    >
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <LocationCombobox
          text={text}
          onTextChange={(value) => {
            setText(value);
            setDraft(null);
          }}
          onChoose={(place) => choosePlace(placeAsDraft(place))}
          isListOpen={isListOpen}
          onListOpenChange={setIsListOpen}
        />
        <div>
          <Button
            type="button"
            variant="link"
            leadingIcon={<LocateFixed />}
            onClick={locateDevice}
            isLoading={isLocating}
          >
            {isLocating ? t('myLocation.locating') : t('myLocation.action')}
          </Button>
        </div>
        <RadiusOptions radiusKm={radiusKm} onRadiusChange={setRadiusKm} />
        {problem && (
          <Alert variant={problem === 'saveFailed' ? 'warning' : 'danger'}>{problemText[problem]}</Alert>
        )}
      </form>
    </DialogContent>
  );
}

import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationCombobox } from '../../../../components/location-combobox';
import { usePlace } from '../api/get-place';

/** The listing's place: a place from the gazetteer (`locationSlug`), chosen by name or postal code. */
export function PlaceField({
  locationSlug,
  onChange,
  error,
}: {
  locationSlug: string;
  onChange(slug: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('listing-editor');
  const place = usePlace(locationSlug);
  const [text, setText] = useState('');
  const [isListOpen, setIsListOpen] = useState(false);
  const label = place.data?.label ?? locationSlug;

  return (
    <fieldset id="editor-field-locationSlug" tabIndex={-1} className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{t('fields.place')}</legend>
      <p className="flex items-center gap-1.5 text-sm" data-testid="editor-place">
        <MapPin aria-hidden="true" className="size-4 text-muted" />
        {locationSlug ? t('fields.placeCurrent', { place: label }) : t('fields.placeNone')}
      </p>
      <LocationCombobox
        text={text}
        onTextChange={setText}
        onChoose={(chosen) => {
          onChange(chosen.slug);
          setText('');
        }}
        isListOpen={isListOpen}
        onListOpenChange={setIsListOpen}
      />
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}

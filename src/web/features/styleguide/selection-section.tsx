import { MapPin, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox';
import { Chip } from '../../components/ui/chip';
import { RadioGroup } from '../../components/ui/radio-group';
import { Switch } from '../../components/ui/switch';
import { Demo, ShowcaseSection } from './showcase-layout';

export function SelectionSection() {
  const { t } = useTranslation('styleguide');
  const deliveryOptions = [
    { value: 'pickup', label: t('selection.pickup'), description: t('selection.pickupHint') },
    { value: 'shipping', label: t('selection.shipping'), description: t('selection.shippingHint') },
    { value: 'courier', label: t('selection.courier'), disabled: true },
  ];
  return (
    <ShowcaseSection title={t('selection.title')} description={t('selection.description')}>
      <Demo label={t('selection.checkbox')} layout="stack">
        <Checkbox label={t('selection.acceptTerms')} />
        <Checkbox
          label={t('selection.newsletter')}
          description={t('selection.newsletterHint')}
          defaultChecked
        />
        <Checkbox label={t('selection.allCategories')} checked="indeterminate" />
        <Checkbox label={t('common.disabled')} disabled />
        <Checkbox label={t('selection.invalid')} aria-invalid />
      </Demo>
      <Demo label={t('selection.switch')} layout="stack">
        <Switch
          label={t('selection.notifications')}
          description={t('selection.notificationsHint')}
          defaultChecked
        />
        <Switch label={t('selection.vacation')} />
        <Switch label={t('common.disabled')} disabled defaultChecked />
      </Demo>
      <Demo label={t('selection.radio')} layout="stack">
        <RadioGroup label={t('selection.delivery')} options={deliveryOptions} defaultValue="pickup" />
        <RadioGroup
          label={t('selection.delivery')}
          options={deliveryOptions.slice(0, 2).map(({ value, label }) => ({ value, label }))}
          orientation="horizontal"
          error={t('selection.deliveryError')}
        />
      </Demo>
      <Demo label={t('selection.chips')} note={t('selection.chipsNote')}>
        <Chip defaultPressed>{t('selection.chipNearby')}</Chip>
        <Chip icon={<Truck />}>{t('selection.chipShipping')}</Chip>
        <Chip icon={<MapPin />} count={128}>
          {t('selection.chipPickup')}
        </Chip>
        <Chip size="sm">{t('selection.chipFree')}</Chip>
        <Chip disabled>{t('common.disabled')}</Chip>
      </Demo>
    </ShowcaseSection>
  );
}

import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { Demo, ShowcaseSection } from './showcase-layout';

const conditions = ['new', 'likeNew', 'good', 'acceptable'] as const;

export function FormsSection() {
  const { t } = useTranslation('styleguide');
  const conditionOptions = conditions.map((value) => ({ value, label: t(`forms.conditions.${value}`) }));
  return (
    <ShowcaseSection title={t('forms.title')} description={t('forms.description')}>
      <Demo
        label={t('forms.input')}
        note={t('common.interactionNote')}
        layout="stack"
        className="sm:grid-cols-2"
      >
        <FormField label={t('forms.titleLabel')} hint={t('forms.titleHint')} isRequired>
          <Input placeholder={t('forms.titlePlaceholder')} />
        </FormField>
        <FormField label={t('forms.priceLabel')} hint={t('forms.priceHint')}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            defaultValue="120"
            trailing={<span className="pr-2">€</span>}
          />
        </FormField>
        <FormField label={t('forms.emailLabel')} error={t('forms.emailError')}>
          <Input type="email" defaultValue="anna@example" autoComplete="off" />
        </FormField>
        <FormField label={t('forms.postcodeLabel')} hint={t('common.disabled')}>
          <Input defaultValue="10115" disabled />
        </FormField>
        <FormField label={t('forms.searchLabel')} isLabelHidden className="sm:col-span-2">
          <Input type="search" leadingIcon={<Search />} placeholder={t('forms.searchPlaceholder')} />
        </FormField>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 sm:items-end">
          <FormField label={t('common.size.sm')}>
            <Input size="sm" placeholder={t('forms.titlePlaceholder')} />
          </FormField>
          <FormField label={t('common.size.lg')}>
            <Input size="lg" placeholder={t('forms.titlePlaceholder')} />
          </FormField>
        </div>
      </Demo>
      <Demo label={t('forms.textarea')} layout="stack">
        <FormField label={t('forms.descriptionLabel')} hint={t('forms.descriptionHint')} isOptional>
          <Textarea placeholder={t('forms.descriptionPlaceholder')} />
        </FormField>
        <FormField label={t('forms.messageLabel')} error={t('forms.messageError')}>
          <Textarea rows={2} isAutoGrow defaultValue="" />
        </FormField>
      </Demo>
      <Demo label={t('forms.select')} layout="stack" className="sm:grid-cols-2">
        <FormField label={t('forms.conditionLabel')}>
          <Select options={conditionOptions} defaultValue="likeNew" />
        </FormField>
        <FormField label={t('forms.conditionLabel')} error={t('forms.conditionError')}>
          <Select options={conditionOptions} placeholder={t('forms.conditionPlaceholder')} />
        </FormField>
        <FormField label={t('forms.conditionLabel')} hint={t('common.disabled')}>
          <Select options={conditionOptions} defaultValue="good" disabled />
        </FormField>
      </Demo>
    </ShowcaseSection>
  );
}

import { chatSeverities } from '@shared/chat/chat-filter.schema';
import { chatFlagStatuses } from '@shared/chat/chat-moderation.schema';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';

/** Radix Select has no empty value, so "all" stands for no filter. */
export const allValue = 'all';

interface QueueFiltersProps {
  status: string;
  severity: string;
  onStatusChange: (value: string) => void;
  onSeverityChange: (value: string) => void;
}

export function QueueFilters({ status, severity, onStatusChange, onSeverityChange }: QueueFiltersProps) {
  const { t } = useTranslation('admin');
  const all = { value: allValue, label: t('chatModeration.filters.all') };
  return (
    <search aria-label={t('chatModeration.filters.label')} className="grid gap-3 sm:grid-cols-2">
      <FormField label={t('chatModeration.filters.status')}>
        <Select
          value={status}
          onValueChange={onStatusChange}
          options={[
            all,
            ...chatFlagStatuses.map((value) => ({ value, label: t(`chatModeration.status.${value}`) })),
          ]}
        />
      </FormField>
      <FormField label={t('chatModeration.filters.severity')}>
        <Select
          value={severity}
          onValueChange={onSeverityChange}
          options={[
            all,
            ...[...chatSeverities]
              .reverse()
              .map((value) => ({ value, label: t(`chatModeration.severity.${value}`) })),
          ]}
        />
      </FormField>
    </search>
  );
}

import { caseAssignmentFilters, caseStatusFilters } from '@shared/moderation/moderation.schema';
import { moderationCaseKinds } from '@shared/moderation/moderation-constants';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';

/** Radix Select has no empty value, so "all" stands for no filter. */
export const allValue = 'all';

/** The age filter: cases opened at least this many days ago. */
export const caseAges = ['1', '7', '30'] as const;

export interface CaseFilterValues {
  kind: string;
  status: string;
  age: string;
  assigned: string;
}

interface CaseFiltersProps {
  values: CaseFilterValues;
  onChange: (name: keyof CaseFilterValues, value: string) => void;
}

export function CaseFilters({ values, onChange }: CaseFiltersProps) {
  const { t } = useTranslation('moderation');
  const all = { value: allValue, label: t('queue.filters.all') };
  return (
    <search aria-label={t('queue.filters.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <FormField label={t('queue.filters.kind')}>
        <Select
          value={values.kind}
          onValueChange={(value) => onChange('kind', value)}
          options={[
            all,
            ...moderationCaseKinds.map((value) => ({ value, label: t(`queue.kinds.${value}`) })),
          ]}
        />
      </FormField>
      <FormField label={t('queue.filters.status')}>
        <Select
          value={values.status}
          onValueChange={(value) => onChange('status', value)}
          options={caseStatusFilters.map((value) => ({ value, label: t(`queue.statuses.${value}`) }))}
        />
      </FormField>
      <FormField label={t('queue.filters.age')}>
        <Select
          value={values.age}
          onValueChange={(value) => onChange('age', value)}
          options={[
            { value: allValue, label: t('queue.ages.any') },
            ...caseAges.map((value) => ({
              value,
              label: t('queue.ages.olderThan', { count: Number(value) }),
            })),
          ]}
        />
      </FormField>
      <FormField label={t('queue.filters.assigned')}>
        <Select
          value={values.assigned}
          onValueChange={(value) => onChange('assigned', value)}
          options={caseAssignmentFilters.map((value) => ({ value, label: t(`queue.assignment.${value}`) }))}
        />
      </FormField>
    </search>
  );
}

import { attributeLabelOf } from '@shared/listings/attribute-rules';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge';
import { currentLanguage } from '../../../../lib/i18n';
import { focusField } from '../field-focus';
import { useRuleMessage } from '../fields/rule-message';
import {
  type FormIssue,
  type FormSection,
  type FormStage,
  type FormStatus,
  formSections,
} from '../form-status';

const stageVariant: Record<FormStage, BadgeVariant> = {
  valid: 'success',
  idle: 'neutral',
  editing: 'info',
  syncing: 'info',
  invalid: 'warning',
  error: 'danger',
};

export interface MissingItem extends FormIssue {
  section: FormSection | 'publish';
}

/** "Brand – " before an attribute's message, so "This field is required." says which field. */
function fieldLabelOf(field: string): string {
  const key = field.startsWith('attributes.') ? field.slice('attributes.'.length) : null;
  const label = key ? attributeLabelOf(key, currentLanguage()) : undefined;
  return label ? `${label} – ` : '';
}

/** Spec §3 "Form status": every section's stage, then what blocks publishing, each linked to its field. */
export function FormStatusPanel({
  status,
  missing,
  isMissingShown,
  missingRef,
}: {
  status: FormStatus;
  /** Blocking issues, shown once the seller tried to publish (or asked). */
  missing: MissingItem[];
  isMissingShown: boolean;
  missingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('listing-editor');
  const ruleMessage = useRuleMessage();
  return (
    <section
      aria-labelledby="form-status-title"
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="form-status-title" className="font-semibold">
          {t('status.title')}
        </h3>
        <Badge variant={stageVariant[status.overallStage]} data-testid="form-status-overall">
          {t(`status.stages.${status.overallStage}`)}
        </Badge>
      </div>
      <ul className="grid gap-2 text-sm" aria-label={t('status.sectionsLabel')}>
        {formSections.map((section) => {
          const sectionStatus = status.sections[section];
          return (
            <li
              key={section}
              className="flex flex-wrap items-center justify-between gap-2"
              data-testid={`form-status-${section}`}
              data-stage={sectionStatus.stage}
            >
              <span>
                <span className="font-medium">{t(`status.sections.${section}`)}</span>
                <span className="text-muted"> – {t(`status.messages.${sectionStatus.message}`)}</span>
                {sectionStatus.warnings.length > 0 && (
                  <span className="block text-warning">
                    {sectionStatus.warnings
                      .map((warning) => ruleMessage(warning.code, warning.message))
                      .join(' ')}
                  </span>
                )}
              </span>
              <Badge size="sm" variant={stageVariant[sectionStatus.stage]}>
                {t(`status.stages.${sectionStatus.stage}`)}
              </Badge>
            </li>
          );
        })}
      </ul>
      {isMissingShown && missing.length > 0 && (
        <div className="grid gap-2 rounded-xl border border-warning/30 bg-warning-soft p-3">
          <h4 id="publish-missing-title" ref={missingRef} tabIndex={-1} className="font-semibold">
            {t('status.missingTitle', { count: missing.length })}
          </h4>
          <ul
            className="grid gap-1 text-sm"
            aria-labelledby="publish-missing-title"
            data-testid="publish-missing"
          >
            {missing.map((issue) => (
              <li key={`${issue.section}-${issue.field}-${issue.code}`}>
                <a
                  href={`#${issue.field}`}
                  className="text-ink underline underline-offset-2 hover:text-brand"
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(issue.field);
                  }}
                >
                  {t(`status.sections.${issue.section}`)}: {fieldLabelOf(issue.field)}
                  {ruleMessage(issue.code, issue.message)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

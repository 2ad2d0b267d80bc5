import {
  type DecideCaseRequestInput,
  decideCaseRequestSchema,
  decisionFactsMaxLength,
  decisionFactsMinLength,
  type ModerationCaseDetail,
  suspensionDefaultDays,
  suspensionMaxDays,
} from '@shared/moderation/moderation.schema';
import { moderationRules, restrictingActions } from '@shared/moderation/moderation-constants';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { describeApiError } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';
import { useDecideCase } from '../api/moderation-cases';

type Field = 'action' | 'rule' | 'facts' | 'suspendDays';
const fields: readonly Field[] = ['action', 'rule', 'facts', 'suspendDays'];

interface Values {
  action: string;
  rule: string;
  facts: string;
  suspendDays: string;
}

const isRestricting = (action: string) => (restrictingActions as readonly string[]).includes(action);

/** The request the values stand for; a rule and days only where the action uses them. */
function toRequest(values: Values): DecideCaseRequestInput {
  const needsRule = isRestricting(values.action);
  return {
    action: values.action,
    facts: values.facts,
    ...(needsRule && values.rule ? { rule: values.rule as DecideCaseRequestInput['rule'] } : {}),
    ...(values.action === 'suspend' ? { suspendDays: Number(values.suspendDays) } : {}),
  } as DecideCaseRequestInput;
}

function issuesByField(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]) {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const segments = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = fields.find((name) => segments.includes(name));
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

/**
 * The decision on a case: an action the case's kind allows, the rule it breaks (restricting
 * actions), the facts, days for a suspension. Restricting actions ask for a confirmation, since
 * they send the owner a statement of reasons. A refusal keeps every field as typed.
 */
export function CaseDecisionForm({ detail }: { detail: ModerationCaseDetail }) {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const decide = useDecideCase(detail.id);
  const actions = detail.allowedActions.filter((action) => action !== 'restore');
  const [values, setValues] = useState<Values>({
    action: actions[0] ?? '',
    rule: '',
    facts: '',
    suspendDays: String(suspensionDefaultDays),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const formId = `case-${detail.id}-decision`;
  const headingId = `${formId}-title`;
  const message = (key: string | undefined) =>
    key
      ? t(`errors.${key}`, {
          min: decisionFactsMinLength,
          max: key === 'suspendDaysRange' ? suspensionMaxDays : decisionFactsMaxLength,
          defaultValue: key,
        })
      : undefined;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = () => {
    setIsConfirming(false);
    decide.mutate(toRequest(values), {
      onSuccess: () => toast({ title: t('case.decide.done'), variant: 'success' }),
      onError: (error) => {
        const details =
          error instanceof ApiError ? (error.details as { issues?: unknown } | undefined) : undefined;
        if (Array.isArray(details?.issues)) setErrors(issuesByField(details.issues));
      },
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    decide.reset();
    const parsed = decideCaseRequestSchema.safeParse(toRequest(values));
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    if (isRestricting(values.action)) setIsConfirming(true);
    else send();
  };

  if (actions.length === 0) return null;
  const actionLabel = t(`actions.${values.action}`, { defaultValue: values.action });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t('case.decide.title')}
      </h3>
      <form id={formId} noValidate onSubmit={submit} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('case.decide.action')} error={message(errors.action)} isRequired>
            <Select
              value={values.action}
              onValueChange={(value) => change('action', value)}
              options={actions.map((value) => ({ value, label: t(`actions.${value}`) }))}
            />
          </FormField>
          {isRestricting(values.action) && (
            <FormField label={t('case.decide.rule')} error={message(errors.rule)} isRequired>
              <Select
                value={values.rule}
                placeholder={t('case.decide.rulePlaceholder')}
                onValueChange={(value) => change('rule', value)}
                options={moderationRules.map((value) => ({ value, label: t(`rules.${value}`) }))}
              />
            </FormField>
          )}
          {values.action === 'suspend' && (
            <FormField label={t('case.decide.suspensionDays')} error={message(errors.suspendDays)} isRequired>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={suspensionMaxDays}
                value={values.suspendDays}
                onChange={(event) => change('suspendDays', event.target.value)}
              />
            </FormField>
          )}
        </div>
        <FormField
          label={t('case.decide.facts')}
          hint={t('case.decide.factsHint')}
          error={message(errors.facts)}
          isRequired
        >
          <Textarea
            rows={3}
            maxLength={decisionFactsMaxLength}
            value={values.facts}
            onChange={(event) => change('facts', event.target.value)}
          />
        </FormField>
        <div>
          <Button
            type="submit"
            variant={isRestricting(values.action) ? 'danger' : 'primary'}
            leadingIcon={<Gavel />}
            isLoading={decide.isPending}
          >
            {t('case.decide.submit', { action: actionLabel })}
          </Button>
        </div>
        {decide.isError && (
          <Alert variant="danger">
            {t('case.decide.failed', { message: describeApiError(decide.error, tCommon) })}
          </Alert>
        )}
      </form>
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent
          size="sm"
          title={t('case.decide.confirmTitle', { action: actionLabel })}
          description={t('case.decide.confirmText')}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost">{t('case.decide.cancel')}</Button>
              </DialogClose>
              <Button variant="danger" leadingIcon={<Gavel />} onClick={send}>
                {t('case.decide.confirm', { action: actionLabel })}
              </Button>
            </>
          }
        />
      </Dialog>
    </section>
  );
}

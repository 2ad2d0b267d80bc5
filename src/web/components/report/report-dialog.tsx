import { zodResolver } from '@hookform/resolvers/zod';
import type { ReportReceipt } from '@shared/moderation/moderation.schema';
import {
  reportExplanationMaxLength,
  reportExplanationMinLength,
  reportReasons,
} from '@shared/moderation/moderation-constants';
import { CircleCheck, Flag } from 'lucide-react';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api';
import { ApiError } from '../../lib/api-client/api-error';
import { useSessionSnapshot } from '../../lib/session/use-session';
import { Alert } from '../ui/alert';
import { Button, type ButtonProps } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { RadioGroup } from '../ui/radio-group';
import { Textarea } from '../ui/textarea';
import { useCreateReport } from './create-report';
import {
  anonymousReportReason,
  isReportEmailMissing,
  type ReportFormOutput,
  type ReportFormValues,
  type ReportSubject,
  reportFieldIssues,
  reportFormDefaults,
  reportFormSchema,
} from './report-form';

export interface ReportDialogProps {
  subject: ReportSubject;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The draft holds '' for "no reason chosen yet", which the schema's input type does not admit; the
 * schema still checks every value at run time, so only the static type is widened here.
 */
const reportSchemaResolver = zodResolver(reportFormSchema) as unknown as Resolver<
  ReportFormValues,
  unknown,
  ReportFormOutput
>;

/**
 * Notice and action (Art. 16 DSA) for any listing, user, conversation or review: a reason, an
 * explanation, an email for guests, a good-faith confirmation, then a receipt with the report's
 * reference. The form lives as long as the dialog's owner, so closing it or a refused send (a
 * flood answered with RATE_LIMITED) never loses what was typed.
 */
export function ReportDialog({ subject, isOpen, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const { status, user } = useSessionSnapshot();
  const isGuest = status !== 'authenticated';
  const createReport = useCreateReport();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const form = useForm<ReportFormValues, unknown, ReportFormOutput>({
    resolver: async (values, context, options) => {
      const result = await reportSchemaResolver(values, context, options);
      if (!isReportEmailMissing(isGuest, values) || result.errors.email) return result as never;
      return {
        values: {},
        errors: { ...result.errors, email: { type: 'custom', message: 'emailRequired' } },
      };
    },
    defaultValues: reportFormDefaults,
  });
  const { errors } = form.formState;
  const [explanation, reason] = useWatch({ control: form.control, name: ['explanation', 'reason'] });
  const formId = `report-${subject.kind}-${subject.id}`;
  const message = (key: string | undefined) =>
    key
      ? t(`errors.${key}`, {
          min: reportExplanationMinLength,
          max: reportExplanationMaxLength,
          defaultValue: key,
        })
      : undefined;

  const submit = form.handleSubmit(async (values) => {
    createReport.reset();
    try {
      const sent = await createReport.mutateAsync({
        subjectKind: subject.kind,
        subjectId: subject.id,
        reason: values.reason,
        explanation: values.explanation,
        email: isGuest ? values.email : undefined,
        goodFaith: true,
      });
      setReceipt(sent);
      form.reset(reportFormDefaults);
    } catch (error) {
      // Field issues sit at their fields; anything else in the alert below. Nothing typed is lost.
      const issues = error instanceof ApiError ? reportFieldIssues(error.details) : [];
      for (const issue of issues)
        form.setError(issue.field, { message: issue.message }, { shouldFocus: true });
    }
  });

  const changeOpen = (open: boolean) => {
    if (!open) setReceipt(null);
    onOpenChange(open);
  };

  if (receipt) {
    return (
      <Dialog open={isOpen} onOpenChange={changeOpen}>
        <DialogContent
          size="md"
          title={t('report.receipt.title')}
          footer={
            <DialogClose asChild>
              <Button>{t('report.close')}</Button>
            </DialogClose>
          }
        >
          <div role="status" className="grid gap-2">
            <p className="flex items-start gap-2">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{t('report.receipt.text', { reportId: receipt.id })}</span>
            </p>
            <p className="text-sm text-muted">
              {receipt.receiptEmailed || !isGuest
                ? t('report.receipt.emailText')
                : t('report.receipt.noEmailText')}
            </p>
          </div>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent
        size="md"
        title={t(`report.title.${subject.kind}`)}
        description={t('report.description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">{t('report.cancel')}</Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="danger" isLoading={form.formState.isSubmitting}>
              {t('report.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                name={field.name}
                label={t('report.reason')}
                value={field.value}
                onValueChange={field.onChange}
                error={message(errors.reason?.message)}
                required
                options={reportReasons.map((value) => ({ value, label: t(`reasons.${value}`) }))}
              />
            )}
          />
          <FormField
            label={t('report.explanation')}
            hint={
              <>
                {t('report.explanationHint', { min: reportExplanationMinLength })}{' '}
                <span aria-live="polite">
                  {t('report.counter', {
                    count: explanation.trim().length,
                    max: reportExplanationMaxLength,
                  })}
                </span>
              </>
            }
            error={message(errors.explanation?.message)}
            isRequired
          >
            <Textarea rows={4} maxLength={reportExplanationMaxLength} {...form.register('explanation')} />
          </FormField>
          {isGuest ? (
            <FormField
              label={t('report.email')}
              hint={reason === anonymousReportReason ? t('report.emailHintOptional') : t('report.emailHint')}
              error={message(errors.email?.message)}
              isOptional={reason === anonymousReportReason}
              isRequired={reason !== anonymousReportReason}
            >
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          ) : (
            <p className="text-sm text-muted">{t('report.signedInAs', { email: user?.email ?? '' })}</p>
          )}
          <Controller
            control={form.control}
            name="goodFaith"
            render={({ field }) => (
              <div className="grid gap-1">
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  label={t('report.goodFaith')}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-invalid={errors.goodFaith ? true : undefined}
                  aria-describedby={errors.goodFaith ? `${formId}-good-faith-error` : undefined}
                />
                {errors.goodFaith?.message && (
                  <p id={`${formId}-good-faith-error`} className="text-sm font-medium text-danger">
                    {message(errors.goodFaith.message)}
                  </p>
                )}
              </div>
            )}
          />
          {createReport.isError && (
            <Alert variant="danger">
              {t('report.failed', { message: describeApiError(createReport.error, tCommon) })}
            </Alert>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}

export interface ReportButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  subject: ReportSubject;
}

/** A quiet "Report …" button that opens the report dialog for its subject. */
export function ReportButton({ subject, variant = 'ghost', size = 'sm', ...props }: ReportButtonProps) {
  const { t } = useTranslation('moderation');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        leadingIcon={<Flag aria-hidden />}
        onClick={() => setIsOpen(true)}
        {...props}
      >
        {t(`report.open.${subject.kind}`)}
      </Button>
      <ReportDialog subject={subject} isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

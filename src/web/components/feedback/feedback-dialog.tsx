import {
  feedbackCategories,
  feedbackImpacts,
  feedbackMessageMaxLength,
  feedbackMessageMinLength,
} from '@shared/support/feedback-constants';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recentClientLogs } from '../../lib/client-logs/client-log-buffer';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Dialog, DialogContent } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { RadioGroup } from '../ui/radio-group';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { feedbackErrorText } from './feedback-error-text';
import { collectContext, collectDiagnostics, collectPath } from './feedback-facts';
import { canSubmitFeedback, type FeedbackFormState, initialFeedbackForm } from './feedback-form-state';
import { ScreenshotField } from './screenshot-field';
import { useSubmitFeedback } from './submit-feedback';
import { WhatWeSend } from './what-we-send';

const formId = 'feedback-form';

/** The facts taken when the dialog opens: the page as the user left it, not the dialog. */
function useFacts(isOpen: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every opening.
  return useMemo(
    () => ({
      context: collectContext(),
      path: collectPath(),
      diagnostics: collectDiagnostics(),
      logs: recentClientLogs(),
    }),
    [isOpen],
  );
}

/**
 * Spec §4 feedback dialog (closed, open, success with the ticket id) and §5 rules. Input survives
 * a failed send and closing; it is cleared once a ticket was created.
 */
export function FeedbackDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const { t: tCommon } = useTranslation();
  const [form, setForm] = useState<FeedbackFormState>(initialFeedbackForm);
  const [ticketId, setTicketId] = useState<string | null>(null);
  const facts = useFacts(isOpen);
  const submit = useSubmitFeedback();
  const update = (changes: Partial<FeedbackFormState>) => setForm((current) => ({ ...current, ...changes }));

  const close = () => {
    if (ticketId) {
      setForm(initialFeedbackForm);
      setTicketId(null);
      submit.reset();
    }
    onClose();
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitFeedback(form.message) || submit.isPending) return;
    submit.mutate(
      {
        category: form.category,
        impact: form.impact,
        message: form.message,
        context: facts.context,
        path: facts.path,
        diagnostics: facts.diagnostics,
        logs: form.includeLogs ? facts.logs : [],
        screenshot: form.screenshot,
      },
      { onSuccess: setTicketId },
    );
  };

  const trimmedLength = form.message.trim().length;
  const errorText = submit.error ? feedbackErrorText(submit.error, t, tCommon) : null;

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent
        size="lg"
        title={ticketId ? t('success.title') : t('title')}
        description={ticketId ? undefined : t('description')}
        footer={
          ticketId ? (
            <Button onClick={close}>{t('success.close')}</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                {t('cancel')}
              </Button>
              <Button
                type="submit"
                form={formId}
                disabled={!canSubmitFeedback(form.message)}
                isLoading={submit.isPending}
              >
                {t('submit')}
              </Button>
            </>
          )
        }
      >
        {ticketId ? (
          <div className="grid gap-4 text-center">
            <CheckCircle2 aria-hidden className="mx-auto size-12 text-success" />
            <p>{t('success.text')}</p>
            <p className="text-sm text-muted">
              {t('success.ticketLabel')}{' '}
              <strong data-testid="feedback-ticket-id" className="font-mono text-lg text-ink">
                {ticketId}
              </strong>
            </p>
          </div>
        ) : (
          <form id={formId} onSubmit={send} className="grid gap-5" noValidate>
            {errorText && <Alert variant="danger">{errorText}</Alert>}
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label={t('category.label')}>
                <Select
                  value={form.category}
                  onValueChange={(value) => update({ category: value as FeedbackFormState['category'] })}
                  options={feedbackCategories.map((category) => ({
                    value: category,
                    label: t(`category.options.${category}`),
                  }))}
                />
              </FormField>
              <RadioGroup
                label={t('impact.label')}
                value={form.impact}
                onValueChange={(value) => update({ impact: value as FeedbackFormState['impact'] })}
                options={feedbackImpacts.map((impact) => ({
                  value: impact,
                  label: t(`impact.options.${impact}`),
                }))}
              />
            </div>
            <FormField
              label={t('message.label')}
              isRequired
              hint={
                <span aria-live="polite">
                  {trimmedLength < feedbackMessageMinLength
                    ? t('message.counterShort', {
                        count: trimmedLength,
                        min: feedbackMessageMinLength,
                        max: feedbackMessageMaxLength,
                      })
                    : t('message.counter', { count: trimmedLength, max: feedbackMessageMaxLength })}
                </span>
              }
            >
              <Textarea
                value={form.message}
                maxLength={feedbackMessageMaxLength}
                rows={5}
                placeholder={t('message.placeholder')}
                onChange={(event) => update({ message: event.target.value })}
              />
            </FormField>
            <Checkbox
              label={t('logs.label')}
              description={t('logs.description', { count: facts.logs.length })}
              checked={form.includeLogs}
              onCheckedChange={(checked) => update({ includeLogs: checked === true })}
            />
            <ScreenshotField screenshot={form.screenshot} onChange={(screenshot) => update({ screenshot })} />
            <WhatWeSend
              context={facts.context}
              path={facts.path}
              diagnostics={facts.diagnostics}
              logs={form.includeLogs ? facts.logs : null}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

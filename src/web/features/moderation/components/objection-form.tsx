import { zodResolver } from '@hookform/resolvers/zod';
import { type ObjectionRequest, objectionRequestSchema } from '@shared/moderation/moderation.schema';
import { objectionTextMaxLength, objectionTextMinLength } from '@shared/moderation/moderation-constants';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useFileObjection } from '../api/statements';

/**
 * The objection (Art. 20 DSA), checked by the shared schema. A refusal (the window closed
 * meanwhile, already filed) is said plainly and the text stays in the field.
 */
export function ObjectionForm({
  decisionId,
  deadline,
  token,
}: {
  decisionId: string;
  deadline: string;
  /** The objection link's token, when the page was opened from the mail without a session. */
  token?: string;
}) {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const fileObjection = useFileObjection(decisionId, token);
  const form = useForm<{ text: string }, unknown, ObjectionRequest>({
    resolver: zodResolver(objectionRequestSchema),
    defaultValues: { text: '' },
  });
  const text = useWatch({ control: form.control, name: 'text' });
  const error = form.formState.errors.text?.message;

  const submit = form.handleSubmit(async (values) => {
    fileObjection.reset();
    try {
      await fileObjection.mutateAsync(values);
      toast({ title: t('objection.sent'), variant: 'success' });
    } catch {
      // Shown below; the text stays.
    }
  });
  const isWindowClosed =
    fileObjection.error instanceof ApiError && fileObjection.error.code === 'OBJECTION_WINDOW_CLOSED';

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-labelledby="objection-title">
      <h2 id="objection-title" className="text-xl font-bold">
        {t('objection.title')}
      </h2>
      <FormField
        label={t('objection.label')}
        hint={
          <>
            {t('objection.hint', { min: objectionTextMinLength, max: objectionTextMaxLength })}{' '}
            <span aria-live="polite">
              {t('objection.counter', { count: text.trim().length, max: objectionTextMaxLength })}
            </span>
          </>
        }
        error={
          error
            ? t(`errors.${error}`, {
                min: objectionTextMinLength,
                max: objectionTextMaxLength,
                defaultValue: error,
              })
            : undefined
        }
        isRequired
      >
        <Textarea rows={5} maxLength={objectionTextMaxLength} {...form.register('text')} />
      </FormField>
      <div>
        <Button type="submit" leadingIcon={<Send />} isLoading={form.formState.isSubmitting}>
          {t('objection.submit')}
        </Button>
      </div>
      {fileObjection.isError && (
        <Alert variant="danger">
          {isWindowClosed
            ? t('objection.windowClosed', { deadline: formatDate(deadline, language, 'long') })
            : t('objection.failed', { message: describeApiError(fileObjection.error, tCommon) })}
        </Alert>
      )}
    </form>
  );
}

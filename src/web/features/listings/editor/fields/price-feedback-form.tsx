import { toCents } from '@shared/pricing/cents';
import { priceFeedbackNoteMax } from '@shared/pricing/pricing.schema';
import { classifyPriceFeedback } from '@shared/pricing/pricing-rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Textarea } from '../../../../components/ui/textarea';
import { describeApiError } from '../../../../lib/api';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { usePostPriceFeedback } from '../api/post-price-feedback';
import type { HeadingLevel } from './price-insight-sections';

export interface PriceFeedbackFormProps {
  draftId: string | null;
  categoryId: string;
  suggestion: number;
  /** The seller's price; feedback needs one. */
  chosenPrice: number | null;
  headingLevel: HeadingLevel;
}

/** Spec §3 "Price feedback": accepted, lowered or raised follow from the price; rejecting is a choice. */
export function PriceFeedbackForm({
  draftId,
  categoryId,
  suggestion,
  chosenPrice,
  headingLevel,
}: PriceFeedbackFormProps) {
  const { t } = useTranslation('listing-fields');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage();
  const headingId = useId();
  const noteId = useId();
  const [isRejected, setIsRejected] = useState(false);
  const [note, setNote] = useState('');
  const feedback = usePostPriceFeedback();
  const Heading = `h${headingLevel}` as const;

  const hasPrice = chosenPrice !== null && chosenPrice > 0;
  const outcome = hasPrice
    ? classifyPriceFeedback({
        suggestionCents: toCents(suggestion),
        chosenPriceCents: toCents(chosenPrice),
        isRejected,
      })
    : null;
  const percent =
    hasPrice && suggestion > 0
      ? formatNumber(Math.abs(chosenPrice - suggestion) / suggestion, language, {
          style: 'percent',
          maximumFractionDigits: 0,
        })
      : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasPrice) return;
    const trimmed = note.trim();
    feedback.mutate({
      ...(draftId ? { draftId } : {}),
      categoryId,
      suggestion,
      chosenPrice,
      rejected: isRejected,
      ...(trimmed ? { note: trimmed } : {}),
    });
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className="text-base font-semibold text-ink">
        {t('price.feedback.heading')}
      </Heading>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <p className="text-sm text-ink" aria-live="polite">
          {outcome
            ? t(`price.feedback.disposition.${outcome.disposition}`, {
                price: formatPrice(chosenPrice ?? 0, language),
                suggestion: formatPrice(suggestion, language),
                percent,
              })
            : t('price.feedback.needsPrice')}
        </p>
        <Checkbox
          label={t('price.feedback.reject')}
          description={t('price.feedback.rejectHint')}
          checked={isRejected}
          onCheckedChange={(checked) => setIsRejected(checked === true)}
        />
        <div className="grid gap-1.5">
          <label htmlFor={noteId} className="flex items-baseline gap-1 text-sm font-semibold text-ink">
            {t('price.feedback.note')}
            <span className="text-xs font-normal text-muted">({t('price.feedback.optional')})</span>
          </label>
          <Textarea
            id={noteId}
            rows={2}
            maxLength={priceFeedbackNoteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div>
          <Button type="submit" variant="outline" isLoading={feedback.isPending} disabled={!hasPrice}>
            {t('price.feedback.submit')}
          </Button>
        </div>
        {feedback.isSuccess && <Alert variant="success">{t('price.feedback.sent')}</Alert>}
        {feedback.isError && (
          <Alert variant="danger" title={t('price.feedback.failed')}>
            {describeApiError(feedback.error, tCommon)}
          </Alert>
        )}
      </form>
    </section>
  );
}

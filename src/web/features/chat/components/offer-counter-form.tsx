import { chatNoteMaxLength } from '@shared/chat/chat-constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type CheckedOfferAmount, checkOfferAmount } from '../../../lib/offer-amount';
import { formatPriceText } from '../../../lib/price-text';

export interface CounterOffer {
  amount: number;
  message?: string;
  clientId: string;
}

/**
 * The inline counter-offer: an amount checked like the offer form (a buyer countering back stays
 * at or below the asking price), an optional message. The client id stays the same while the
 * counter-offer does, so a retry after a failure is not recorded twice.
 */
export function OfferCounterForm({
  askingPrice,
  isSending,
  isNoteRefused = false,
  onSubmit,
  onCancel,
}: {
  /** No offer, nor a counter-offer, goes above the asking price. */
  askingPrice: number;
  isSending: boolean;
  /** The server refused the note (contact or payment details); said beside it, the text kept. */
  isNoteRefused?: boolean;
  onSubmit(counter: CounterOffer): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('offers');
  const language = currentLanguage();
  const titleId = useId();
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState<CheckedOfferAmount | null>(null);
  const submission = useRef<{ content: string; clientId: string } | null>(null);

  const amountError =
    checked?.kind === 'problem'
      ? t(`amountErrors.${checked.problem}`, {
          example: formatPriceText(12.5, language),
          price: formatPrice(askingPrice, language),
        })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkOfferAmount(amountText, language, { askingPrice });
    setChecked(result);
    if (result.kind !== 'valid') return;
    const trimmedMessage = message.trim();
    const content = `${result.amount}|${trimmedMessage}`;
    if (submission.current?.content !== content) {
      submission.current = { content, clientId: crypto.randomUUID() };
    }
    onSubmit({
      amount: result.amount,
      clientId: submission.current.clientId,
      ...(trimmedMessage ? { message: trimmedMessage } : {}),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <p id={titleId} className="text-sm font-semibold">
        {t('message.counter.title')}
      </p>
      <FormField
        label={t('message.counter.amount')}
        isRequired
        hint={t('form.amountHint', { example: formatPriceText(12.5, language) })}
        error={amountError}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          value={amountText}
          trailing={<span className="px-2 font-semibold">€</span>}
          onChange={(event) => {
            setAmountText(event.target.value);
            setChecked(null);
          }}
        />
      </FormField>
      <FormField
        label={t('message.counter.message')}
        isOptional
        error={isNoteRefused ? t('form.noteRefused') : undefined}
      >
        <Textarea
          rows={2}
          maxLength={chatNoteMaxLength}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {t('message.counter.cancel')}
        </Button>
        <Button type="submit" size="sm" isLoading={isSending}>
          {t('message.counter.submit')}
        </Button>
      </div>
    </form>
  );
}

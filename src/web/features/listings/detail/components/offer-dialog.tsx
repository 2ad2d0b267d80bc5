import { chatNoteMaxLength } from '@shared/chat/chat-constants';
import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConsentGate } from '../../../../components/communication-consent-dialog';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { describeApiError } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';
import { formatPrice } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { type CheckedOfferAmount, checkOfferAmount, isOfferNoteRefused } from '../../../../lib/offer-amount';
import { paths } from '../../../../lib/paths';
import { formatPriceText } from '../../../../lib/price-text';
import { useMakeOffer } from '../../api/make-offer';

export type OfferListing = Pick<ListingDetail, 'id' | 'title' | 'price'>;

const formId = 'listing-offer-form';

/**
 * Spec §2/§5 offer form: the amount in EUR (required, typed the local way), an optional message, the
 * asking price beside it. A failed submit keeps what was typed and says why in the dialog; a retry of
 * the same offer sends the same client id, so the server never records it twice.
 */
export function OfferDialog({
  listing,
  isOpen,
  onOpenChange,
  consent,
}: {
  listing: OfferListing;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  consent: Pick<ConsentGate, 'requireConsent' | 'forgetConsent'>;
}) {
  const { t } = useTranslation('offers');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const makeOffer = useMakeOffer();
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState<CheckedOfferAmount | null>(null);
  // One client id per offer content: a retry of the same submit reuses it, a changed offer gets a new one.
  const submission = useRef<{ content: string; clientId: string } | null>(null);

  const askingPrice = formatPrice(listing.price, language);
  const isNoteRefused = isOfferNoteRefused(makeOffer.error);
  const amountError =
    checked?.kind === 'problem'
      ? t(`amountErrors.${checked.problem}`, {
          example: formatPriceText(12.5, language),
          price: askingPrice,
        })
      : undefined;

  const send = (amount: number) => {
    const trimmedMessage = message.trim();
    const content = `${amount}|${trimmedMessage}`;
    if (submission.current?.content !== content) {
      submission.current = { content, clientId: crypto.randomUUID() };
    }
    makeOffer.mutate(
      {
        listingId: listing.id,
        amount,
        clientId: submission.current.clientId,
        ...(trimmedMessage ? { message: trimmedMessage } : {}),
      },
      {
        onSuccess: ({ threadId }) => {
          submission.current = null;
          toast({ title: t('form.sent', { amount: formatPrice(amount, language) }), variant: 'success' });
          onOpenChange(false);
          void navigate(paths.chatThread(threadId));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONSENT_REQUIRED') consent.forgetConsent();
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkOfferAmount(amountText, language, { askingPrice: listing.price });
    setChecked(result);
    if (result.kind !== 'valid') return;
    setAmountText(formatPriceText(result.amount, language));
    consent.requireConsent(() => send(result.amount));
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        title={t('form.title')}
        description={t('form.description', { title: listing.title })}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('form.cancel')}</Button>
            </DialogClose>
            <Button type="submit" form={formId} isLoading={makeOffer.isPending}>
              {t('form.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
          <p className="text-sm">
            {t('form.askingPrice')} <span className="font-semibold tabular-nums">{askingPrice}</span>
          </p>
          <FormField
            label={t('form.amount')}
            isRequired
            hint={t('form.amountHint', { example: formatPriceText(12.5, language) })}
            error={amountError}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              size="lg"
              className="tabular-nums"
              value={amountText}
              trailing={<span className="px-2 text-base font-semibold">€</span>}
              onChange={(event) => {
                setAmountText(event.target.value);
                setChecked(null);
              }}
            />
          </FormField>
          <FormField
            label={t('form.message')}
            isOptional
            hint={t('form.messageHint')}
            error={isNoteRefused ? t('form.noteRefused') : undefined}
          >
            <Textarea
              rows={3}
              maxLength={chatNoteMaxLength}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          {makeOffer.isError && !isNoteRefused && (
            <Alert variant="danger" title={t('form.failed')}>
              {describeApiError(makeOffer.error, tCommon)}
            </Alert>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}

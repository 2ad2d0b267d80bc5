import type { ChatMessage, ChatThread } from '@shared/chat/chat.schema';
import type { Offer, OfferStatus, RespondToOfferRequest } from '@shared/chat/offer.schema';
import { Check, HandCoins, Handshake, Reply, Undo2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunicationConsentGate } from '../../../components/communication-consent-dialog';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { formatPrice, localeFor } from '../../../lib/format';
import { currentLanguage, type Language } from '../../../lib/i18n';
import { isOfferNoteRefused } from '../../../lib/offer-amount';
import { useUserName } from '../../../lib/user-name';
import { useRespondToOffer } from '../api/respond-to-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { isOwnOffer, offerActionsFor, shownOfferStatus } from './offer-actions';
import { OfferCounterForm } from './offer-counter-form';

const statusVariants: Record<OfferStatus, BadgeVariant> = {
  open: 'info',
  accepted: 'success',
  declined: 'danger',
  countered: 'neutral',
  expired: 'neutral',
  withdrawn: 'neutral',
};

/** "in 47 hours" / "in 47 Stunden": hours while at least one is left, then minutes. */
export function formatExpiry(expiresAt: string, language: Language, now: Date): string {
  const minutes = Math.max(0, Math.round((new Date(expiresAt).getTime() - now.getTime()) / 60_000));
  const formatter = new Intl.RelativeTimeFormat(localeFor(language), { numeric: 'always' });
  return minutes >= 60
    ? formatter.format(Math.floor(minutes / 60), 'hour')
    : formatter.format(minutes, 'minute');
}

/** The clock for the expiry line, ticking once a minute while the offer is open. */
function useMinuteClock(isTicking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

/**
 * An offer in the thread (spec §3 Offer): the amount, who made it, the optional message, its status
 * with the expiry of an open offer, and what the viewer may do: the other side accepts, declines or
 * counters; the proposer withdraws. An accepted offer states the agreed price and the reservation.
 */
export function OfferMessage({ message, thread }: { message: ChatMessage; thread: ChatThread }) {
  const { offer } = message;
  if (!offer) return <p>{message.body}</p>;
  return <OfferCard offer={offer} thread={thread} />;
}

function OfferCard({ offer, thread }: { offer: Offer; thread: ChatThread }) {
  const { t } = useTranslation('offers');
  const language = currentLanguage();
  const now = useMinuteClock(offer.status === 'open');
  const status = shownOfferStatus(offer, now);
  const isOwn = isOwnOffer(offer, thread);
  const isCounter = offer.parentOfferId !== null;
  const userName = useUserName();
  const name = userName(thread.counterpart.name);
  const heading = isCounter
    ? isOwn
      ? t('message.yourCounter')
      : t('message.counterFrom', { name })
    : isOwn
      ? t('message.yourOffer')
      : t('message.offerFrom', { name });
  const buyer = thread.role === 'buyer' ? t('message.you') : name;

  return (
    <article
      aria-label={`${t('message.label')}: ${heading}`}
      className={cn(
        'grid max-w-md gap-2 rounded-card border p-3',
        status === 'accepted' ? 'border-success/40 bg-success-soft/40' : 'border-line bg-surface',
        isOwn && 'justify-self-end',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <HandCoins aria-hidden className="size-5 text-brand" />
        <p className="text-sm font-semibold">{heading}</p>
        <Badge variant={statusVariants[status]} size="sm">
          {t(`message.status.${status}`)}
        </Badge>
      </div>
      <p className="text-2xl font-extrabold tabular-nums">{formatPrice(offer.amount, language)}</p>
      {offer.message && <p className="text-sm whitespace-pre-line">{offer.message}</p>}
      {status === 'open' && (
        <p className="text-xs text-muted">
          {t('message.expiresIn', { time: formatExpiry(offer.expiresAt, language, now) })}
        </p>
      )}
      {status === 'accepted' && (
        <p className="flex items-start gap-2 text-sm font-semibold">
          <Handshake aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          {t('message.agreed', { amount: formatPrice(thread.agreedPrice ?? offer.amount, language), buyer })}
        </p>
      )}
      <OfferCardActions offer={offer} thread={thread} now={now} />
    </article>
  );
}

function OfferCardActions({ offer, thread, now }: { offer: Offer; thread: ChatThread; now: Date }) {
  const { t } = useTranslation('offers');
  const { t: tCommon } = useTranslation();
  const respond = useRespondToOffer(offer.id);
  const withdraw = useWithdrawOffer(offer.id);
  const [isCountering, setIsCountering] = useState(false);
  // A seller who never wrote may answer their first offer here: answering is writing, so the
  // communication consent is asked first, as on the listing page.
  const consent = useCommunicationConsentGate();
  const actions = offerActionsFor(offer, thread, now);
  const failure = respond.error ?? withdraw.error;

  const answer = (request: RespondToOfferRequest) =>
    consent.requireConsent(() =>
      respond.mutate(request, {
        onSuccess: () => {
          setIsCountering(false);
          toast({ title: t(`message.done.${request.action}`), variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONSENT_REQUIRED') consent.forgetConsent();
        },
      }),
    );
  const takeBack = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast({ title: t('message.done.withdraw'), variant: 'success' }),
    });

  if (actions === 'none') return null;
  const isBusy = respond.isPending || withdraw.isPending;
  return (
    <div className="grid gap-2">
      {consent.dialog}
      {actions === 'answer' && !isCountering && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('message.actions.label')}</legend>
          <Button
            size="sm"
            leadingIcon={<Check aria-hidden />}
            isLoading={respond.isPending && respond.variables?.action === 'accept'}
            disabled={isBusy}
            onClick={() => answer({ action: 'accept' })}
          >
            {t('message.actions.accept')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<X aria-hidden />}
            isLoading={respond.isPending && respond.variables?.action === 'decline'}
            disabled={isBusy}
            onClick={() => answer({ action: 'decline' })}
          >
            {t('message.actions.decline')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<Reply aria-hidden />}
            disabled={isBusy}
            onClick={() => setIsCountering(true)}
          >
            {t('message.actions.counter')}
          </Button>
        </fieldset>
      )}
      {actions === 'answer' && isCountering && (
        <OfferCounterForm
          askingPrice={thread.listing.price}
          isSending={respond.isPending}
          isNoteRefused={isOfferNoteRefused(respond.error)}
          onCancel={() => setIsCountering(false)}
          onSubmit={(counter) => answer({ action: 'counter', ...counter })}
        />
      )}
      {actions === 'withdraw' && (
        <div>
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<Undo2 aria-hidden />}
            isLoading={withdraw.isPending}
            onClick={takeBack}
          >
            {t('message.actions.withdraw')}
          </Button>
        </div>
      )}
      {failure && !isOfferNoteRefused(failure) && (
        <Alert variant="danger" title={t('message.failed')}>
          {describeApiError(failure, tCommon)}
        </Alert>
      )}
    </div>
  );
}

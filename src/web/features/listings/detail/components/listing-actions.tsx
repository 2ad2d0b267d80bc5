import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { acceptsOffers } from '@shared/listings/price-kind';
import { HandCoins, Heart, MessageCircle, ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCommunicationConsentGate } from '../../../../components/communication-consent-dialog';
import { AddToCartButton } from '../../../../components/engagement/add-to-cart-button';
import { WatchButton } from '../../../../components/engagement/watch-toggle';
import { toast } from '../../../../components/toast/toast-store';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { describeApiError } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';
import { noteBuyClicked } from '../../../../lib/orders/checkout-handoff';
import { paths } from '../../../../lib/paths';
import { useAuthModal } from '../../../../lib/session/use-auth-modal';
import { useSessionSnapshot } from '../../../../lib/session/use-session';
import { useOpenChatThread } from '../../api/open-chat-thread';
import { MarketplaceLinks } from './marketplace-links';
import { OfferDialog } from './offer-dialog';
import { ShareButton } from './share-button';

type ListingAction = 'watch' | 'offer' | 'message' | 'buy';
type ActionsListing = Pick<
  ListingDetail,
  'id' | 'title' | 'price' | 'availability' | 'priceKind' | 'externalCheckouts'
>;

const actionIcons: Record<ListingAction, ReactNode> = {
  watch: <Heart aria-hidden />,
  offer: <HandCoins aria-hidden />,
  message: <MessageCircle aria-hidden />,
  buy: <ShoppingBag aria-hidden />,
};

/**
 * What a buyer can do, main action first: an offer only where the price kind takes one (VB), nothing
 * to buy once the listing is reserved for someone or sold.
 */
export function buyerActionsOf(listing: Pick<ActionsListing, 'availability' | 'priceKind'>): ListingAction[] {
  if (listing.availability === 'sold') return ['watch'];
  if (listing.availability === 'reserved') return ['message', 'watch'];
  return ['buy', ...(acceptsOffers(listing.priceKind) ? (['offer'] as const) : []), 'message', 'watch'];
}

interface ActionButtonProps {
  listing: ActionsListing;
  /** The first action: primary, and the one the sticky bar shows on phones. */
  isMain?: boolean;
  className?: string;
}

function useBuyerAction() {
  const { status } = useSessionSnapshot();
  const authModal = useAuthModal();
  const location = useLocation();
  const isSignedIn = status === 'authenticated';
  const openSignIn = (action: ListingAction) =>
    authModal.open({ mode: 'login', origin: `listing-${action}`, redirectTo: location.pathname });
  return { isSignedIn, openSignIn };
}

/**
 * "Buy" (issue 17): the product's own checkout for this listing. The click time is noted for the
 * hand-off latency; a guest signs in first and then lands on the checkout.
 */
function BuyButton({ listing, className }: ActionButtonProps) {
  const { t } = useTranslation('listing-detail');
  const { isSignedIn } = useBuyerAction();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  const checkoutPath = paths.checkout([listing.id]);
  const buy = () => {
    if (!isSignedIn) {
      authModal.open({ mode: 'login', origin: 'listing-buy', redirectTo: checkoutPath });
      return;
    }
    noteBuyClicked(listing.id);
    void navigate(checkoutPath);
  };
  return (
    <Button variant="primary" size="lg" leadingIcon={actionIcons.buy} onClick={buy} className={className}>
      {t('actions.buy')}
    </Button>
  );
}

/**
 * "Message seller" (spec §2): a guest gets the sign-in prompt; a signed-in user agrees to communicate
 * once, then the buyer's thread about the listing opens on the chat page.
 */
function MessageSellerButton({ listing, isMain, className }: ActionButtonProps) {
  const { t } = useTranslation('listing-detail');
  const { t: tCommon } = useTranslation();
  const { isSignedIn, openSignIn } = useBuyerAction();
  const navigate = useNavigate();
  const consent = useCommunicationConsentGate();
  const openThread = useOpenChatThread();
  const start = () =>
    consent.requireConsent(() =>
      openThread.mutate(listing.id, {
        onSuccess: (thread) => void navigate(paths.chatThread(thread.id)),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONSENT_REQUIRED') consent.forgetConsent();
          toast({ title: describeApiError(error, tCommon), variant: 'danger' });
        },
      }),
    );
  return (
    <>
      <Button
        variant={isMain ? 'primary' : 'outline'}
        size="lg"
        leadingIcon={actionIcons.message}
        isLoading={consent.isChecking || openThread.isPending}
        onClick={() => (isSignedIn ? start() : openSignIn('message'))}
        className={className}
      >
        {t('actions.message')}
      </Button>
      {consent.dialog}
    </>
  );
}

/** "Make an offer" on a VB listing: the consent first (once), then the offer form. */
function MakeOfferButton({ listing, isMain, className }: ActionButtonProps) {
  const { t } = useTranslation('listing-detail');
  const { isSignedIn, openSignIn } = useBuyerAction();
  const consent = useCommunicationConsentGate();
  const [isFormOpen, setIsFormOpen] = useState(false);
  return (
    <>
      <Button
        variant={isMain ? 'primary' : 'outline'}
        size="lg"
        leadingIcon={actionIcons.offer}
        isLoading={consent.isChecking}
        onClick={() => (isSignedIn ? consent.requireConsent(() => setIsFormOpen(true)) : openSignIn('offer'))}
        className={className}
      >
        {t('actions.offer')}
      </Button>
      {consent.dialog}
      {isSignedIn && (
        <OfferDialog listing={listing} isOpen={isFormOpen} onOpenChange={setIsFormOpen} consent={consent} />
      )}
    </>
  );
}

function ActionButton({ action, ...props }: ActionButtonProps & { action: ListingAction }) {
  // Watching works for guests too: their watchlist stays on the device until they sign in (issue 17).
  if (action === 'watch') return <WatchButton listingId={props.listing.id} className={props.className} />;
  if (action === 'message') return <MessageSellerButton {...props} />;
  if (action === 'offer') return <MakeOfferButton {...props} />;
  return <BuyButton {...props} />;
}

/**
 * The buyer's actions: buy, offer, message (guests are asked to sign in), watch and cart (kept on the
 * device for guests), and a link to eBay while the listing is live there too. Below the desktop
 * layout the main action lives in the sticky bar instead (`MainActionBar`).
 */
export function ListingActions({ listing }: { listing: ActionsListing }) {
  const { t } = useTranslation('listing-detail');
  const { isSignedIn } = useBuyerAction();
  const [main, ...others] = buyerActionsOf(listing);
  return (
    <section
      aria-label={t('actions.label')}
      className="space-y-3 rounded-card border border-line bg-surface p-4"
    >
      {listing.availability === 'reserved' && (
        <p className="rounded-xl bg-warning-soft p-3 text-sm font-semibold">
          {t('availability.reservedText')}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {main && <ActionButton action={main} listing={listing} isMain className="max-lg:hidden" />}
        {others.map((action) => (
          <ActionButton key={action} action={action} listing={listing} />
        ))}
        {listing.availability === 'available' && <AddToCartButton listingId={listing.id} />}
        <ShareButton title={listing.title} />
      </div>
      <MarketplaceLinks checkouts={listing.externalCheckouts} />
      {!isSignedIn && <p className="text-sm text-muted">{t('actions.guestHint')}</p>}
    </section>
  );
}

/** The buyer's main action, for the sticky bar on phones and tablets. */
export function BuyerMainAction({ listing }: { listing: ActionsListing }) {
  const [main] = buyerActionsOf(listing);
  return main ? <ActionButton action={main} listing={listing} isMain className="w-full" /> : null;
}

/**
 * Spec §2 mobile: the main action stays at the bottom of the screen, above the bottom bar, while the
 * page is read; the desktop layout shows it beside the price instead.
 */
export function MainActionBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="listing-main-action"
      className={cn(
        'sticky bottom-16 z-[35] -mx-4 border-t border-line bg-surface/95 px-4 py-2 backdrop-blur md:bottom-0 lg:hidden',
      )}
    >
      {children}
    </div>
  );
}

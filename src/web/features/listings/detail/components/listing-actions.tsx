import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { acceptsOffers } from '@shared/listings/price-kind';
import { HandCoins, Heart, MessageCircle, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { useAuthModal } from '../../../../lib/session/use-auth-modal';
import { useSessionSnapshot } from '../../../../lib/session/use-session';
import { ShareButton } from './share-button';

type ListingAction = 'watch' | 'offer' | 'message' | 'buy';
type ActionsListing = Pick<ListingDetail, 'title' | 'availability' | 'priceKind'>;

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
export function buyerActionsOf(listing: ActionsListing): ListingAction[] {
  if (listing.availability === 'sold') return ['watch'];
  if (listing.availability === 'reserved') return ['message', 'watch'];
  return ['buy', ...(acceptsOffers(listing.priceKind) ? (['offer'] as const) : []), 'message', 'watch'];
}

const noteId = 'listing-actions-note';

function useBuyerAction() {
  const { status } = useSessionSnapshot();
  const authModal = useAuthModal();
  const location = useLocation();
  const isSignedIn = status === 'authenticated';
  const openSignIn = (action: ListingAction) =>
    authModal.open({ mode: 'login', origin: `listing-${action}`, redirectTo: location.pathname });
  return { isSignedIn, openSignIn };
}

function ActionButton({ action, className }: { action: ListingAction; className?: string }) {
  const { t } = useTranslation('listing-detail');
  const { isSignedIn, openSignIn } = useBuyerAction();
  return (
    <Button
      variant={action === 'buy' ? 'primary' : 'outline'}
      size="lg"
      leadingIcon={actionIcons[action]}
      disabled={isSignedIn}
      aria-describedby={noteId}
      onClick={() => openSignIn(action)}
      className={className}
    >
      {t(`actions.${action}`)}
    </Button>
  );
}

/**
 * The places for watching, offers, chat and buying; their features arrive with later issues.
 * Guests are asked to sign in; signed-in users see the buttons disabled with a note, never a pretend
 * success. Below the desktop layout the main action lives in the sticky bar instead (`MainActionBar`).
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
        {main && <ActionButton action={main} className="max-lg:hidden" />}
        {others.map((action) => (
          <ActionButton key={action} action={action} />
        ))}
        <ShareButton title={listing.title} />
      </div>
      <p id={noteId} className="text-sm text-muted">
        {isSignedIn ? t('actions.comingSoon') : t('actions.guestHint')}
      </p>
    </section>
  );
}

/** The buyer's main action, for the sticky bar on phones and tablets. */
export function BuyerMainAction({ listing }: { listing: ActionsListing }) {
  const [main] = buyerActionsOf(listing);
  return main ? <ActionButton action={main} className="w-full" /> : null;
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

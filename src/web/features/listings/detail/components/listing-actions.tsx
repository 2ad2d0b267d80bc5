import { HandCoins, Heart, MessageCircle, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useAuthModal } from '../../../../lib/session/use-auth-modal';
import { useSessionSnapshot } from '../../../../lib/session/use-session';
import { ShareButton } from './share-button';

type ListingAction = 'watch' | 'offer' | 'message' | 'buy';

const actionIcons: Record<ListingAction, ReactNode> = {
  watch: <Heart aria-hidden />,
  offer: <HandCoins aria-hidden />,
  message: <MessageCircle aria-hidden />,
  buy: <ShoppingBag aria-hidden />,
};

/**
 * The places for watching, offers, chat and buying; their features arrive with later issues.
 * Guests are asked to sign in; signed-in users see the buttons disabled with a note, never a pretend success.
 */
export function ListingActions({
  title,
  isSold,
  acceptsOffers,
}: {
  title: string;
  isSold: boolean;
  /** Only a VB listing takes offers (ADR 042). */
  acceptsOffers: boolean;
}) {
  const { t } = useTranslation('listing-detail');
  const { status } = useSessionSnapshot();
  const authModal = useAuthModal();
  const location = useLocation();
  const isSignedIn = status === 'authenticated';
  const forSale: ListingAction[] = acceptsOffers
    ? ['buy', 'offer', 'message', 'watch']
    : ['buy', 'message', 'watch'];
  const actions = isSold ? ['watch' as const] : forSale;
  const noteId = 'listing-actions-note';
  const openSignIn = (action: ListingAction) =>
    authModal.open({ mode: 'login', origin: `listing-${action}`, redirectTo: location.pathname });

  return (
    <section
      aria-label={t('actions.label')}
      className="space-y-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'buy' ? 'primary' : 'outline'}
            size="lg"
            leadingIcon={actionIcons[action]}
            disabled={isSignedIn}
            aria-describedby={noteId}
            onClick={() => openSignIn(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <ShareButton title={title} />
      </div>
      <p id={noteId} className="text-sm text-muted">
        {isSignedIn ? t('actions.comingSoon') : t('actions.guestHint')}
      </p>
    </section>
  );
}

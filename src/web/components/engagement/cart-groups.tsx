import type { Cart, CartSellerGroup } from '@shared/engagement/watchlist-cart.schema';
import { ImageOff, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useAuthModal } from '../../lib/session/use-auth-modal';
import { useUserName } from '../../lib/user-name';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { IconButton } from '../ui/icon-button';
import { AvailabilityBadge } from './availability-badge';

interface CartGroupsProps {
  cart: Cart;
  onRemove: (listingId: string) => void;
  /** Guests sign in before the checkout; the modal brings them back to it. */
  isGuest: boolean;
  /** Called before a link leaves (the popover closes itself). */
  onNavigate?: () => void;
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * The cart grouped by seller (one order per seller, issue 17): each item with its price and, when
 * it can no longer be bought, why; each group with its subtotal and its own "Check out".
 */
export function CartGroups({
  cart,
  onRemove,
  isGuest,
  onNavigate,
  headingLevel = 3,
  className,
}: CartGroupsProps) {
  return (
    <ul className={cn('grid gap-4', className)}>
      {cart.groups.map((group) => (
        <CartGroup
          key={group.seller.id}
          group={group}
          onRemove={onRemove}
          isGuest={isGuest}
          onNavigate={onNavigate}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}

function CartGroup({
  group,
  onRemove,
  isGuest,
  onNavigate,
  headingLevel,
}: Omit<CartGroupsProps, 'cart' | 'className'> & { group: CartSellerGroup }) {
  const { t } = useTranslation('engagement');
  const language = currentLanguage();
  const navigate = useNavigate();
  const authModal = useAuthModal();
  const headingId = useId();
  const userName = useUserName();
  const sellerName = userName(group.seller.name);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const available = group.items.filter((item) => item.isAvailable).map((item) => item.listing.id);
  const checkoutPath = paths.checkout(available);
  const checkOut = () => {
    onNavigate?.();
    if (isGuest) authModal.open({ mode: 'login', origin: 'cart-checkout', redirectTo: checkoutPath });
    else void navigate(checkoutPath);
  };
  return (
    <li aria-labelledby={headingId} className="grid gap-2 rounded-card border border-line bg-surface p-3">
      <Heading id={headingId} className="text-sm font-semibold">
        {t('cart.seller', { name: sellerName })}
      </Heading>
      <ul className="grid gap-2">
        {group.items.map((item) => (
          <li key={item.listing.id} className="flex items-start gap-3">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-surface-sunken">
              {item.listing.thumbnail ? (
                <img
                  src={item.listing.thumbnail.url}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className={cn('size-full object-cover', !item.isAvailable && 'opacity-50 grayscale')}
                />
              ) : (
                <ImageOff aria-hidden className="m-auto mt-4 size-5 text-muted" />
              )}
            </div>
            <div className="grid min-w-0 flex-1 gap-1">
              <Link
                to={paths.listing(item.listing.slug)}
                onClick={onNavigate}
                className="line-clamp-2 text-sm font-medium hover:underline"
              >
                {item.listing.title}
              </Link>
              <div className="flex flex-wrap items-center gap-2">
                <span className={cn('text-sm font-semibold', !item.isAvailable && 'text-muted line-through')}>
                  {formatPrice(item.listing.price, language)}
                </span>
                <AvailabilityBadge availability={item.availability} />
              </div>
              {!item.isAvailable && <p className="text-xs text-muted">{t('cart.unavailable')}</p>}
            </div>
            <IconButton
              label={t('cart.remove', { title: item.listing.title })}
              icon={<Trash2 aria-hidden />}
              size="sm"
              onClick={() => onRemove(item.listing.id)}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2">
        <p className="text-sm">
          {t('cart.subtotal')}:{' '}
          <span className="font-semibold">{formatPrice(group.subtotal, language, { isWhole: false })}</span>
        </p>
        <Button
          size="sm"
          disabled={available.length === 0}
          aria-label={t('cart.checkoutSeller', { name: sellerName })}
          onClick={checkOut}
        >
          {t('cart.checkout')}
        </Button>
      </div>
    </li>
  );
}

import { ShoppingCart } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartGroups } from '../../../components/engagement/cart-groups';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Spinner } from '../../../components/ui/spinner';
import { useCart, useCartActions } from '../../../lib/engagement/use-cart';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Spec §9: badges show "99+" above 99. */
export function formatCartCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.trunc(count)));
}

/**
 * Spec §2 header popover "cart": the count on the trigger, the items grouped by seller with their
 * own "Check out", and "View cart" to the workspace panel. Guests see the device's cart.
 */
export function CartHeaderPopover() {
  const { t } = useTranslation();
  const { count } = useCart();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger
        aria-label={count > 0 ? t('engagement.cartTriggerWithCount', { count }) : t('engagement.cartTrigger')}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-sunken data-[state=open]:bg-surface-sunken"
      >
        <ShoppingCart aria-hidden className="size-5" />
        {count > 0 && (
          <span
            aria-hidden
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[0.6875rem] font-semibold text-on-brand"
          >
            {formatCartCount(count)}
          </span>
        )}
      </PopoverTrigger>
      {isOpen && (
        // The popover's texts load on first opening; the page around it must not wait for them.
        <Suspense fallback={null}>
          <CartPopoverContent onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </Popover>
  );
}

function CartPopoverContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('engagement');
  const { cart, owner, isPending, isError, refetch } = useCart();
  const actions = useCartActions();
  const headingId = useId();
  const language = currentLanguage();
  const isGuest = owner.kind === 'device';
  return (
    <PopoverContent align="end" aria-labelledby={headingId} className="w-[min(24rem,calc(100vw-1rem))] p-0">
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold">
          {t('cart.title')}
        </h2>
        {cart && cart.itemCount > 0 && (
          <span className="text-sm text-muted">{t('cart.count', { count: cart.itemCount })}</span>
        )}
      </div>
      <div className="max-h-[min(28rem,60dvh)] overflow-y-auto p-2">
        {isError ? (
          <Alert variant="danger">
            <p>{t('cart.loadFailed')}</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('cart.retry')}
            </Button>
          </Alert>
        ) : isPending && !cart ? (
          <Spinner className="mx-auto my-6 flex" />
        ) : !cart || cart.itemCount === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<ShoppingCart />}
            title={t('cart.emptyTitle')}
            description={t('cart.emptyText')}
            className="border-0 px-4 py-6"
          />
        ) : (
          <CartGroups cart={cart} onRemove={actions.remove} isGuest={isGuest} onNavigate={onClose} />
        )}
      </div>
      {cart && cart.itemCount > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-4 py-3">
          <p className="text-sm">
            {t('cart.total')}:{' '}
            <span className="font-semibold">{formatPrice(cart.total, language, { isWhole: false })}</span>
          </p>
          {!isGuest && (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.workspaceSection('listings', 'cart')} onClick={onClose}>
                {t('cart.viewCart')}
              </Link>
            </Button>
          )}
        </div>
      )}
    </PopoverContent>
  );
}

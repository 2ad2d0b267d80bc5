import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartGroups } from '../../../components/engagement/cart-groups';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCart, useCartActions } from '../../../lib/engagement/use-cart';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/**
 * `?section=listings&panel=cart` (spec §2; the legacy /dashboard checkout and cart links land
 * here): the whole cart grouped by seller, each seller checked out as one order.
 */
export function CartPanel() {
  const { t } = useTranslation('engagement');
  const { cart, isPending, isError, refetch } = useCart();
  const actions = useCartActions();
  const language = currentLanguage();
  return (
    <section aria-labelledby="cart-panel-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="cart-panel-title" className="text-lg font-semibold">
          {t('cart.title')}
        </h3>
        {cart && cart.itemCount > 0 && (
          <p className="text-sm">
            {t('cart.count', { count: cart.itemCount })} · {t('cart.total')}:{' '}
            <span className="font-semibold">{formatPrice(cart.total, language, { isWhole: false })}</span>
          </p>
        )}
      </div>
      <p className="text-sm text-muted">{t('cart.description')}</p>
      {isError ? (
        <Alert variant="danger">
          <p>{t('cart.loadFailed')}</p>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('cart.retry')}
          </Button>
        </Alert>
      ) : isPending && !cart ? (
        <Skeleton className="h-32 w-full" />
      ) : !cart || cart.itemCount === 0 ? (
        <EmptyState
          headingLevel={4}
          icon={<ShoppingCart />}
          title={t('cart.emptyTitle')}
          description={t('cart.emptyText')}
          action={
            <Button asChild variant="outline">
              <Link to={paths.search()}>{t('watchlist.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <CartGroups cart={cart} onRemove={actions.remove} isGuest={false} headingLevel={4} />
      )}
    </section>
  );
}

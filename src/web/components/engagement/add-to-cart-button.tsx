import { Check, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCart, useCartActions } from '../../lib/engagement/use-cart';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';

/**
 * "Add to cart" / "In cart" on the listing page (spec §4): pressing it again does nothing but say
 * so, the cart keeps one of each listing.
 */
export function AddToCartButton({ listingId, className }: { listingId: string; className?: string }) {
  const { t } = useTranslation();
  const { listingIds, owner } = useCart();
  const actions = useCartActions();
  const isInCart = listingIds.includes(listingId);
  const press = () => {
    if (isInCart) {
      toast({ title: t('engagement.alreadyInCart'), variant: 'info' });
      return;
    }
    actions.add(listingId);
  };
  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={isInCart}
      leadingIcon={isInCart ? <Check aria-hidden /> : <ShoppingCart aria-hidden />}
      isLoading={actions.isAdding}
      disabled={owner.kind === 'pending'}
      onClick={press}
      className={className}
    >
      {isInCart ? t('engagement.inCart') : t('engagement.addToCart')}
    </Button>
  );
}

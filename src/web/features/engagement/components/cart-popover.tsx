import { lazy, Suspense } from 'react';

// The popover (Radix, the cart list) loads after the first paint; the header keeps its place meanwhile.
const CartHeaderPopover = lazy(() =>
  import('./cart-header-popover').then((module) => ({ default: module.CartHeaderPopover })),
);

/** The header's cart (spec §2 popovers), for guests (the device's cart) and signed-in users alike. */
export function CartPopover() {
  return (
    <Suspense fallback={<span aria-hidden className="block size-10" />}>
      <CartHeaderPopover />
    </Suspense>
  );
}

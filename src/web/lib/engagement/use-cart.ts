import { cartMax } from '@shared/engagement/engagement.schema';
import type { Cart } from '@shared/engagement/watchlist-cart.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast-store';
import { addToCart, engagementQueryKeys, getCart, previewCart, removeFromCart } from './api/watchlist-cart';
import { cartWithout } from './cart-without';
import { deviceEngagement, useDeviceEngagement } from './device-engagement-store';
import { describeEngagementError } from './engagement-errors';
import { useEngagementOwner } from './use-watchlist';

/**
 * The cart: the account's for signed-in users, the device's for guests (drawn by the server, with
 * the device's own added dates). `count` is known at once on the device, before the server answers.
 */
export function useCart() {
  const owner = useEngagementOwner();
  const device = useDeviceEngagement();
  const deviceIds = device.cart.map((entry) => entry.listingId);
  const account = useQuery({
    queryKey: engagementQueryKeys.cart(owner.kind === 'account' ? owner.userId : ''),
    queryFn: ({ signal }) => getCart(signal),
    enabled: owner.kind === 'account',
  });
  const onDevice = useQuery({
    queryKey: engagementQueryKeys.deviceCart(deviceIds),
    queryFn: ({ signal }) => previewCart(deviceIds, signal),
    enabled: owner.kind === 'device',
    placeholderData: (previous) => previous,
  });
  if (owner.kind === 'device') {
    const addedAt = new Map(device.cart.map((entry) => [entry.listingId, entry.addedAt]));
    let cart = onDevice.data;
    for (const id of cart?.groups.flatMap((group) => group.items.map((item) => item.listing.id)) ?? []) {
      if (cart && !addedAt.has(id)) cart = cartWithout(cart, id);
    }
    const withDates = cart && {
      ...cart,
      groups: cart.groups.map((group) => ({
        ...group,
        items: group.items.map((item) => ({
          ...item,
          addedAt: addedAt.get(item.listing.id) ?? item.addedAt,
        })),
      })),
    };
    return {
      owner,
      cart: withDates,
      count: device.cart.length,
      listingIds: deviceIds,
      isPending: onDevice.isPending && deviceIds.length > 0,
      isError: onDevice.isError,
      refetch: onDevice.refetch,
    };
  }
  const listingIds =
    account.data?.groups.flatMap((group) => group.items.map((item) => item.listing.id)) ?? [];
  return {
    owner,
    cart: account.data,
    count: account.data?.itemCount ?? 0,
    listingIds,
    isPending: owner.kind === 'pending' || account.isPending,
    isError: account.isError,
    refetch: account.refetch,
  };
}

/** Add and remove; adding what is already there does nothing (spec §4). */
export function useCartActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const owner = useEngagementOwner();
  const cartKey = engagementQueryKeys.cart(owner.kind === 'account' ? owner.userId : '');
  const add = useMutation({
    mutationFn: (listingId: string) => addToCart(listingId),
    onSuccess: (cart) => queryClient.setQueryData(cartKey, cart),
    onError: (error) => toast({ title: describeEngagementError(error, 'cart', t), variant: 'danger' }),
  });
  const remove = useMutation({
    mutationFn: (listingId: string) => removeFromCart(listingId),
    onMutate: async (listingId) => {
      await queryClient.cancelQueries({ queryKey: cartKey });
      const previous = queryClient.getQueryData<Cart>(cartKey);
      if (previous) queryClient.setQueryData(cartKey, cartWithout(previous, listingId));
      return { previous };
    },
    onSuccess: (cart) => queryClient.setQueryData(cartKey, cart),
    onError: (error, _listingId, context) => {
      queryClient.setQueryData(cartKey, context?.previous);
      toast({ title: describeEngagementError(error, 'cart', t), variant: 'danger' });
    },
  });
  return {
    isAdding: add.isPending,
    add(listingId: string) {
      if (owner.kind === 'pending') return;
      if (owner.kind === 'device') {
        if (deviceEngagement.addToCart(listingId) === 'limit') {
          toast({ title: t('engagement.errors.cartFull', { limit: cartMax }), variant: 'danger' });
        }
        return;
      }
      add.mutate(listingId);
    },
    remove(listingId: string) {
      if (owner.kind === 'device') deviceEngagement.removeFromCart(listingId);
      else if (owner.kind === 'account') remove.mutate(listingId);
    },
  };
}

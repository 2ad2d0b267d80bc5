import { watchlistMax } from '@shared/engagement/engagement.schema';
import type { WatchlistItem } from '@shared/engagement/watchlist-cart.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast-store';
import { useSessionSnapshot } from '../session/use-session';
import {
  engagementQueryKeys,
  engagementQueryRoot,
  getWatchlist,
  getWatchlistIds,
  previewWatchlist,
  watchListing,
} from './api/watchlist-cart';
import { withWatched } from './device-engagement';
import { deviceEngagement, useDeviceEngagement } from './device-engagement-store';
import { describeEngagementError } from './engagement-errors';
import { onEngagementHandoffSettled } from './engagement-handoff-gate';

/** Whose lists are shown: the device's for guests, the account's once signed in, none while unsure. */
export type EngagementOwner = { kind: 'device' } | { kind: 'account'; userId: string } | { kind: 'pending' };

export function useEngagementOwner(): EngagementOwner {
  const { status, user } = useSessionSnapshot();
  if (status === 'authenticated' && user) return { kind: 'account', userId: user.id };
  if (status === 'unauthenticated') return { kind: 'device' };
  return { kind: 'pending' };
}

/** Reads the account's lists again once the sign-in hand-off has moved the device's into them. */
function useRefetchAfterHandoff() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEngagementHandoffSettled(() => void queryClient.invalidateQueries({ queryKey: engagementQueryRoot })),
    [queryClient],
  );
}

/** The watched listing ids, newest first, for the toggles. */
export function useWatchedIds(): { ids: readonly string[]; owner: EngagementOwner } {
  const owner = useEngagementOwner();
  const device = useDeviceEngagement();
  useRefetchAfterHandoff();
  const userId = owner.kind === 'account' ? owner.userId : '';
  const query = useQuery({
    queryKey: engagementQueryKeys.watchlistIds(userId),
    queryFn: ({ signal }) => getWatchlistIds(signal),
    enabled: owner.kind === 'account',
    staleTime: 60_000,
  });
  if (owner.kind === 'device') return { ids: device.watchlist, owner };
  return { ids: owner.kind === 'account' ? (query.data ?? []) : [], owner };
}

/**
 * One listing's watch toggle. Guests toggle on the device; signed-in users toggle on the server,
 * shown at once and rolled back with a translated toast when refused (the limit names 100).
 */
export function useWatchToggle(listingId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { ids, owner } = useWatchedIds();
  const isWatched = ids.includes(listingId);
  const userId = owner.kind === 'account' ? owner.userId : '';
  const idsKey = engagementQueryKeys.watchlistIds(userId);
  const mutation = useMutation({
    mutationFn: (nextIsWatched: boolean) => watchListing(listingId, nextIsWatched),
    onMutate: async (nextIsWatched) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<string[]>(idsKey);
      queryClient.setQueryData<string[]>(idsKey, (current = []) =>
        withWatched(current, listingId, nextIsWatched),
      );
      return { previous };
    },
    onError: (error, _nextIsWatched, context) => {
      queryClient.setQueryData(idsKey, context?.previous);
      toast({ title: describeEngagementError(error, 'watchlist', t), variant: 'danger' });
    },
    onSuccess: (_result, nextIsWatched) => {
      if (nextIsWatched) return;
      queryClient.setQueryData<WatchlistItem[]>(engagementQueryKeys.watchlist(userId), (items) =>
        items?.filter((item) => item.listing.id !== listingId),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...engagementQueryRoot, userId] });
      // The listing page shows the watcher count.
      void queryClient.invalidateQueries({ queryKey: ['listings', 'detail'] });
    },
  });

  const setWatched = (next: boolean) => {
    if (owner.kind === 'pending') return;
    if (owner.kind === 'device') {
      if (next === isWatched) return;
      if (deviceEngagement.toggleWatch(listingId) === 'limit') {
        toast({ title: t('engagement.errors.watchlistFull', { limit: watchlistMax }), variant: 'danger' });
      }
      return;
    }
    mutation.mutate(next);
  };
  return {
    isWatched,
    toggle: () => setWatched(!isWatched),
    setWatched,
    isDisabled: owner.kind === 'pending',
  };
}

/** The watchlist page's items: the account's, or the device's drawn by the server. */
export function useWatchlistItems() {
  const owner = useEngagementOwner();
  const device = useDeviceEngagement();
  useRefetchAfterHandoff();
  const account = useQuery({
    queryKey: engagementQueryKeys.watchlist(owner.kind === 'account' ? owner.userId : ''),
    queryFn: ({ signal }) => getWatchlist(signal),
    enabled: owner.kind === 'account',
  });
  const onDevice = useQuery({
    queryKey: engagementQueryKeys.deviceWatchlist(device.watchlist),
    queryFn: ({ signal }) => previewWatchlist(device.watchlist, signal),
    enabled: owner.kind === 'device',
    placeholderData: (previous) => previous,
  });
  const query = owner.kind === 'device' ? onDevice : account;
  // The device list is the truth for guests: an item removed here disappears before the server answers.
  const items: WatchlistItem[] | undefined =
    owner.kind === 'device'
      ? query.data?.filter((item) => device.watchlist.includes(item.listing.id))
      : query.data;
  return {
    owner,
    items,
    isPending: owner.kind === 'pending' || query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toast } from '../../components/toast/toast-store';
import { ApiError } from '../../lib/api-client/api-error';
import { i18next } from '../../lib/i18n';
import { useSessionSnapshot } from '../../lib/session/use-session';
import { deleteSavedSearch } from './api/delete-saved-search';
import { savedSearchesQueryKey, useAccountSavedSearches } from './api/get-saved-searches';
import { importSavedSearches } from './api/import-saved-searches';
import { runSavedSearch } from './api/run-saved-search';
import { saveSearch } from './api/save-search';
import { updateSavedSearch } from './api/update-saved-search';
import {
  deleteLocalSavedSearch,
  renameLocalSavedSearch,
  restoreLocalSavedSearch,
  saveLocalSavedSearch,
  updateLocalSavedSearch,
  useLocalSavedSearches,
} from './local-saved-searches';
import { moveLocalSavedSearchesToAccount } from './saved-search-handoff';

export interface SaveSearchInput {
  label?: string;
  params: Record<string, string>;
  notificationsEnabled?: boolean;
}

export type SaveSearchOutcome =
  | { status: 'saved'; savedSearch: SavedSearch; created: boolean }
  | { status: 'limit_reached' }
  | { status: 'empty_params' };

export interface SavedSearches {
  /** 'account' for signed-in users (server), 'local' for guests (this browser). */
  mode: 'account' | 'local';
  savedSearches: SavedSearch[];
  isLoading: boolean;
  isError: boolean;
  /** Alerts need an account (spec §6). */
  canUseAlerts: boolean;
  /** Other failures reject with the ApiError. */
  save(input: SaveSearchInput): Promise<SaveSearchOutcome>;
  rename(id: string, label: string): Promise<void>;
  setAlerts(id: string, isEnabled: boolean): Promise<void>;
  /** Resolves to a function that undoes the deletion. */
  remove(id: string): Promise<() => Promise<void>>;
  /** Marks it as run now (lastRunAt); opening it is the caller's navigation. */
  markRun(id: string): void;
}

const emptyList: SavedSearch[] = [];

/** Once per signed-in session: the user id whose hand-over already started. */
let handedOverForUser: string | null = null;

/** Moves a guest's local saved searches to the account when a session becomes authenticated. */
function useLocalHandoff(userId: string | null, isSignedOut: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isSignedOut) handedOverForUser = null;
    if (!userId || handedOverForUser === userId) return;
    handedOverForUser = userId;
    let skipped = 0;
    const send = async (searches: Parameters<typeof importSavedSearches>[0]) => {
      const imported = await importSavedSearches(searches);
      skipped = imported.skipped;
      return imported.savedSearches;
    };
    void moveLocalSavedSearchesToAccount({ storage: localStorage, send }).then((result) => {
      if (result.outcome !== 'sent') return;
      queryClient.setQueryData(savedSearchesQueryKey(userId), result.savedSearches);
      // The account already had searches: say how many of this browser's did not fit under 20.
      if (skipped > 0)
        toast({
          title: i18next.t('saved-searches:toast.importSkipped', { count: skipped }),
          variant: 'warning',
        });
    });
  }, [userId, isSignedOut, queryClient]);
}

/**
 * Spec §4 saved searches, one hook for everyone: guests keep them in this browser, signed-in users on
 * the server. Callers never need to know which.
 */
export function useSavedSearches(): SavedSearches {
  const session = useSessionSnapshot();
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  useLocalHandoff(userId, session.status === 'unauthenticated');
  const queryClient = useQueryClient();
  const account = useAccountSavedSearches(userId);
  const local = useLocalSavedSearches();

  return useMemo((): SavedSearches => {
    if (!userId) {
      return {
        mode: 'local',
        savedSearches: local,
        isLoading: false,
        isError: false,
        canUseAlerts: false,
        save: async (input) => {
          const result = saveLocalSavedSearch(localStorage, { ...input, notificationsEnabled: false });
          return 'error' in result
            ? { status: result.error }
            : { status: 'saved', savedSearch: result.saved, created: result.created };
        },
        rename: async (id, label) => renameLocalSavedSearch(localStorage, id, label),
        setAlerts: async () => {},
        remove: async (id) => {
          const deleted = deleteLocalSavedSearch(localStorage, id);
          return async () => {
            if (deleted) restoreLocalSavedSearch(localStorage, deleted.removed, deleted.index);
          };
        },
        markRun: (id) => updateLocalSavedSearch(localStorage, id, { lastRunAt: new Date().toISOString() }),
      };
    }

    const key = savedSearchesQueryKey(userId);
    const refresh = () => queryClient.invalidateQueries({ queryKey: key });
    const patchCached = (id: string, changes: Partial<SavedSearch>) =>
      queryClient.setQueryData<SavedSearch[]>(key, (list) =>
        list?.map((item) => (item.id === id ? { ...item, ...changes } : item)),
      );

    return {
      mode: 'account',
      savedSearches: account.data ?? emptyList,
      isLoading: account.isPending,
      isError: account.isError,
      canUseAlerts: true,
      save: async (input) => {
        try {
          const { savedSearch, created } = await saveSearch(input);
          queryClient.setQueryData<SavedSearch[]>(key, (list) =>
            list ? [savedSearch, ...list.filter((item) => item.id !== savedSearch.id)] : list,
          );
          void refresh();
          return { status: 'saved', savedSearch, created };
        } catch (error) {
          if (error instanceof ApiError && error.code === 'LIMIT_REACHED') return { status: 'limit_reached' };
          throw error;
        }
      },
      rename: async (id, label) => {
        const trimmed = label.trim();
        if (!trimmed) return;
        patchCached(id, { label: trimmed });
        try {
          await updateSavedSearch(id, { label: trimmed });
        } finally {
          void refresh();
        }
      },
      setAlerts: async (id, isEnabled) => {
        patchCached(id, { notificationsEnabled: isEnabled });
        try {
          await updateSavedSearch(id, { notificationsEnabled: isEnabled });
        } finally {
          void refresh();
        }
      },
      remove: async (id) => {
        const removed = (account.data ?? []).find((item) => item.id === id);
        queryClient.setQueryData<SavedSearch[]>(key, (list) => list?.filter((item) => item.id !== id));
        try {
          await deleteSavedSearch(id);
        } finally {
          void refresh();
        }
        return async () => {
          if (!removed) return;
          await saveSearch({
            label: removed.label,
            params: removed.params,
            notificationsEnabled: removed.notificationsEnabled,
          });
          await refresh();
        };
      },
      markRun: (id) => {
        patchCached(id, { lastRunAt: new Date().toISOString() });
        void runSavedSearch(id).catch((error: unknown) => {
          console.warn('Marking the saved search as run failed', error);
        });
      },
    };
  }, [userId, local, account.data, account.isPending, account.isError, queryClient]);
}

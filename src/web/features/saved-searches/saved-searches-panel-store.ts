import { useSyncExternalStore } from 'react';

export type SavedSearchesPanel = 'popover' | 'mobile';

/**
 * Which saved-search list is open: the header popover on wide screens, the full-screen panel of the
 * mobile bar otherwise. Shared so "Manage saved searches" in the save dialog can open the right one.
 */
let openPanel: SavedSearchesPanel | null = null;
const listeners = new Set<() => void>();

export function setSavedSearchesPanel(next: SavedSearchesPanel | null): void {
  if (next === openPanel) return;
  openPanel = next;
  for (const listener of listeners) listener();
}

/** Tailwind's md breakpoint, where the header popover replaces the mobile bar. */
function isWideViewport(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(min-width: 48rem)').matches;
}

export function openSavedSearchesPanel(): void {
  setSavedSearchesPanel(isWideViewport() ? 'popover' : 'mobile');
}

export function useSavedSearchesPanel(): SavedSearchesPanel | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openPanel,
    () => null,
  );
}

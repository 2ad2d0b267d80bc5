import { useSyncExternalStore } from 'react';

/**
 * Whether the feedback dialog is open. Any page, menu or error screen opens it with openFeedback();
 * one FeedbackHost near the root shows it (features cannot import each other, ADR 069).
 */
let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (isOpen === next) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export function openFeedback() {
  set(true);
}

export function closeFeedback() {
  set(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsFeedbackOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}

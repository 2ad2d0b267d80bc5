import { useSyncExternalStore } from 'react';

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until the toast starts fading out; Infinity keeps it until dismissed. */
  duration?: number;
  action?: ToastAction;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  action?: ToastAction;
  /** True during the fade-out before removal. */
  isLeaving: boolean;
}

export const toastDefaultDurationMs = 4000;
export const toastFadeOutMs = 200;

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  remainingMs: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<string, Timer>();
const listeners = new Set<() => void>();
const emptyToasts: readonly Toast[] = [];

function setToasts(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function remove(id: string) {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  setToasts(toasts.filter((item) => item.id !== id));
}

function startTimer(id: string, delayMs: number) {
  if (!Number.isFinite(delayMs)) return;
  timers.set(id, {
    handle: setTimeout(() => dismissToast(id), Math.max(0, delayMs)),
    startedAt: Date.now(),
    remainingMs: delayMs,
  });
}

/** Shows a toast and returns its id. Works outside React (e.g. from the service-worker update prompt). */
export function toast(input: ToastInput): string {
  const id = `toast-${nextId++}`;
  const duration = input.duration ?? toastDefaultDurationMs;
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'info',
    duration,
    action: input.action,
    isLeaving: false,
  };
  setToasts([...toasts, item]);
  startTimer(id, duration);
  return id;
}

/** Starts the fade-out; the toast is removed toastFadeOutMs later. Unknown or leaving ids are ignored. */
export function dismissToast(id: string): void {
  const item = toasts.find((candidate) => candidate.id === id);
  if (!item || item.isLeaving) return;
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.set(id, {
    handle: setTimeout(() => remove(id), toastFadeOutMs),
    startedAt: Date.now(),
    remainingMs: 0,
  });
  setToasts(toasts.map((candidate) => (candidate.id === id ? { ...candidate, isLeaving: true } : candidate)));
}

/** Stops the countdown while the pointer or focus is on the toast. */
export function pauseToast(id: string): void {
  const item = toasts.find((candidate) => candidate.id === id);
  const timer = timers.get(id);
  if (!item || item.isLeaving || !timer?.handle) return;
  clearTimeout(timer.handle);
  timers.set(id, {
    handle: undefined,
    startedAt: timer.startedAt,
    remainingMs: timer.remainingMs - (Date.now() - timer.startedAt),
  });
}

export function resumeToast(id: string): void {
  const item = toasts.find((candidate) => candidate.id === id);
  const timer = timers.get(id);
  if (!item || item.isLeaving || !timer || timer.handle) return;
  startTimer(id, timer.remainingMs);
}

/** Removes every toast at once, without fade (e.g. on sign-out, and between tests). */
export function clearToasts(): void {
  for (const timer of timers.values()) if (timer.handle) clearTimeout(timer.handle);
  timers.clear();
  setToasts([]);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => emptyToasts);
}

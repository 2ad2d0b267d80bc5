import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  dismissToast,
  getToasts,
  pauseToast,
  resumeToast,
  subscribeToToasts,
  toast,
  toastDefaultDurationMs,
  toastFadeOutMs,
} from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('exposes the documented defaults', () => {
    expect(toastDefaultDurationMs).toBe(4000);
    expect(toastFadeOutMs).toBe(200);
  });

  it('adds a toast with defaults and returns its id', () => {
    const id = toast({ title: 'Saved' });
    expect(getToasts()).toEqual([
      {
        id,
        title: 'Saved',
        description: undefined,
        variant: 'info',
        duration: 4000,
        action: undefined,
        isLeaving: false,
      },
    ]);
  });

  it('fades out after 4000 ms and is removed 200 ms later', () => {
    const id = toast({ title: 'Saved', variant: 'success' });
    vi.advanceTimersByTime(3999);
    expect(getToasts()[0]?.isLeaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]).toMatchObject({ id, isLeaving: true });
    vi.advanceTimersByTime(199);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    toast({ title: 'Slow', duration: 10_000 });
    vi.advanceTimersByTime(9999);
    expect(getToasts()[0]?.isLeaving).toBe(false);
    vi.advanceTimersByTime(1 + toastFadeOutMs);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a toast with an infinite duration until dismissed', () => {
    const id = toast({ title: 'Update ready', duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(1);
    dismissToast(id);
    vi.advanceTimersByTime(toastFadeOutMs);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses early with a fade and leaves other toasts alone', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'danger' });
    vi.advanceTimersByTime(1000);
    dismissToast(first);
    expect(getToasts().find((item) => item.id === first)?.isLeaving).toBe(true);
    vi.advanceTimersByTime(toastFadeOutMs);
    expect(getToasts().map((item) => item.id)).toEqual([second]);
    vi.advanceTimersByTime(3000 - toastFadeOutMs);
    expect(getToasts()[0]?.isLeaving).toBe(true);
  });

  it('ignores unknown ids and repeated dismissals', () => {
    const id = toast({ title: 'Once' });
    dismissToast('toast-unknown');
    dismissToast(id);
    vi.advanceTimersByTime(toastFadeOutMs - 50);
    dismissToast(id);
    vi.advanceTimersByTime(50);
    expect(getToasts()).toHaveLength(0);
  });

  it('pauses and resumes the countdown', () => {
    const id = toast({ title: 'Hover me' });
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect(getToasts()[0]?.isLeaving).toBe(false);
    resumeToast(id);
    vi.advanceTimersByTime(999);
    expect(getToasts()[0]?.isLeaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.isLeaving).toBe(true);
  });

  it('notifies subscribers with a new snapshot on every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const before = getToasts();
    const id = toast({ title: 'Hello' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts()).not.toBe(before);
    dismissToast(id);
    vi.advanceTimersByTime(toastFadeOutMs);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    toast({ title: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

import { idleTickMs, idleTimeoutMs, idleWarningMs } from '@shared/auth/auth.constants';
import { storageKeys } from '../../../lib/storage-keys';
import type { IdleConfig } from './idle-timer';

declare global {
  interface Window {
    /** Tests only: shortens the idle sign-out; see resolveIdleConfig. */
    __KLEINKRAM_IDLE__?: { timeoutMs?: number; warningMs?: number };
  }
}

function readOverride(): { timeoutMs?: unknown; warningMs?: unknown } | null {
  if (window.__KLEINKRAM_IDLE__) return window.__KLEINKRAM_IDLE__;
  try {
    const stored = JSON.parse(localStorage.getItem(storageKeys.idleOverride) ?? 'null') as unknown;
    return typeof stored === 'object' && stored !== null ? stored : null;
  } catch {
    return null;
  }
}

const isPositive = (value: unknown): value is number => typeof value === 'number' && value > 0;

/**
 * Spec §4/§9: 15 minutes with a 2-minute warning, checked every second. Browser tests shorten it
 * with `window.__KLEINKRAM_IDLE__ = { timeoutMs, warningMs }` or the same JSON in localStorage under
 * `kleinkram.idleOverride`. An override can only shorten the timeout, so it cannot be used to keep
 * a session open longer than the product allows.
 */
export function resolveIdleConfig(): IdleConfig {
  const override = readOverride();
  const timeoutMs = isPositive(override?.timeoutMs)
    ? Math.min(override.timeoutMs, idleTimeoutMs)
    : idleTimeoutMs;
  const warningMs = isPositive(override?.warningMs) ? override.warningMs : idleWarningMs;
  return { timeoutMs, warningMs: Math.min(warningMs, timeoutMs), tickMs: idleTickMs };
}

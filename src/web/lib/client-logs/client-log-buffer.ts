import type { ClientLogEntry } from '@shared/support/feedback.schema';
import { feedbackLogMessageMaxLength, feedbackLogsMax } from '@shared/support/feedback.schema';

/**
 * The last 50 console errors and warnings, uncaught errors and failed API requests (ADR 069), kept
 * in memory only: a feedback report may include them when the user leaves "include logs" on.
 */
const entries: ClientLogEntry[] = [];

/** Tokens never reach the buffer, whatever a library logs (the server redacts again). */
function scrub(text: string): string {
  return text
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]')
    .replace(/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted-jwt]')
    .slice(0, feedbackLogMessageMaxLength);
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function recordClientLog(level: ClientLogEntry['level'], parts: readonly unknown[]) {
  entries.push({ level, message: scrub(parts.map(describe).join(' ')), at: new Date().toISOString() });
  if (entries.length > feedbackLogsMax) entries.splice(0, entries.length - feedbackLogsMax);
}

export function recentClientLogs(): ClientLogEntry[] {
  return entries.map((entry) => ({ ...entry }));
}

export function clearClientLogs() {
  entries.length = 0;
}

let isStarted = false;

/** Called once in the app entry; wraps console.error/warn and fetch without changing what they do. */
export function startClientLogCapture() {
  if (isStarted || typeof window === 'undefined') return;
  isStarted = true;
  for (const level of ['error', 'warn'] as const) {
    // biome-ignore lint/suspicious/noConsole: the buffer wraps console without changing what it prints
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      recordClientLog(level, args);
      original(...args);
    };
  }
  window.addEventListener('error', (event) => recordClientLog('error', [event.error ?? event.message]));
  window.addEventListener('unhandledrejection', (event) => recordClientLog('error', [event.reason]));
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    // Never `new Request(input)`: that would use up the body of a Request passed in.
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    // Path only: a query string may carry a token or a search the user would not want to send.
    const { origin, pathname } = new URL(url, window.location.href);
    const label = `${method.toUpperCase()} ${origin === window.location.origin ? pathname : `${origin}${pathname}`}`;
    try {
      const response = await originalFetch(input, init);
      if (!response.ok) recordClientLog('request', [`${label} → ${response.status}`]);
      return response;
    } catch (error) {
      if (!init?.signal?.aborted) recordClientLog('request', [`${label} → network error`]);
      throw error;
    }
  };
}

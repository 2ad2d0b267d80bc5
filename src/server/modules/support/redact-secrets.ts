/**
 * Client logs and diagnostics come from the browser as the user's page saw them; a token in a
 * logged URL or error message must not end up in a ticket staff read (ADR 069). Best effort by
 * shape: bearer values, JWTs, and the values of query or JSON keys that name a secret.
 */
const patterns: readonly [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted-jwt]'],
  [
    /\b((?:access_?|refresh_?|id_?)?token|password|passwd|secret|api_?key|code|session(?:_?id)?|signature|sig)(["']?\s*[=:]\s*["']?)[^\s&"',;}]+/gi,
    '$1$2[redacted]',
  ],
];

export function redactSecrets(text: string): string {
  return patterns.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

/** Redacts every string value of a flat record (context, diagnostics). */
export function redactFacts<T extends Record<string, unknown>>(facts: T): T {
  return Object.fromEntries(
    Object.entries(facts).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactSecrets(value) : value,
    ]),
  ) as T;
}

/**
 * The most of a user agent analytics keep (ADR 068): browser family and major version, e.g.
 * "Firefox 133". The full string narrows a person down too far; the IP address is never kept.
 * Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 */
const families: [family: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

export function coarseUserAgent(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  for (const [family, pattern] of families) {
    const match = pattern.exec(userAgent);
    if (match) return `${family} ${match[1]}`;
  }
  return 'Other';
}

/**
 * Words that lift an ordinary item of a family above the leaf's typical price on German
 * classifieds (solid oak furniture, cashmere, carbon frames, signed shirts): our own estimates,
 * 2025/2026 (ADR 047). Only the strongest matching word counts.
 */
const qualityWords: Array<{ families: readonly string[]; pattern: RegExp; factor: number }> = [
  {
    families: ['home-furniture', 'garden-diy-garden-furniture', 'family-kids-nursery'],
    pattern:
      /(?<![a-z])(massivholz|massiv|solid wood|solid oak|eiche|oak|teak|walnut|nussbaum|kirschbaum)(?![a-z])/,
    factor: 1.8,
  },
  {
    families: ['fashion', 'family-kids-clothing'],
    pattern:
      /(?<![a-z])(kaschmir|cashmere|merino|seide|silk|daunen|down jacket|echtleder|leather|leder)(?![a-z])/,
    factor: 1.6,
  },
  {
    families: ['sports-leisure-bicycles'],
    pattern: /(?<![a-z])(carbon|fully|vollgefedert|full suspension)(?![a-z])/,
    factor: 1.4,
  },
  {
    families: ['collectibles', 'books-media-music'],
    pattern:
      /(?<![a-z])(signiert|signed|autogramm|autograph|erstausgabe|first edition|erstpressung|original pressing|first pressing)(?![a-z])/,
    factor: 3,
  },
];

export function qualityFactor(categoryId: string, normalisedText: string): number {
  const factors = qualityWords
    .filter(({ families }) =>
      families.some((prefix) => categoryId === prefix || categoryId.startsWith(`${prefix}-`)),
    )
    .filter(({ pattern }) => pattern.test(normalisedText))
    .map(({ factor }) => factor);
  return factors.length ? Math.max(...factors) : 1;
}

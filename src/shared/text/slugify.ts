import { spellOutUmlauts } from './umlauts';

/** Lower-case ASCII kebab-case, German umlauts transliterated (ä -> ae), other accents dropped. */
export function slugify(text: string, maxLength = 80): string {
  const ascii = spellOutUmlauts(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= maxLength) return ascii;
  const cut = ascii.slice(0, maxLength);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

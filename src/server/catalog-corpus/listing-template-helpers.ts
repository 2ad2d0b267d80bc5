import type { PickedColour, TemplateContext } from './listing-template.types';

/** Bilingual text as [German, English]. */
export type Bi = readonly [de: string, en: string];

export const say = (context: TemplateContext, [de, en]: Bi): string => context.t(de, en);

/** Lower-case, unique, non-empty, at most eight. */
export function tagList(...values: Array<string | false | undefined>): string[] {
  const tags: string[] = [];
  for (const value of values) {
    const tag = value ? value.trim().toLowerCase() : '';
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, 8);
}

export const sizeText = (context: TemplateContext, size: string) => context.t(`Gr. ${size}`, `size ${size}`);

/** German decimal comma where the listing is German: 5,5 vs 5.5. */
export const decimal = (context: TemplateContext, value: number) =>
  context.lang === 'de' ? String(value).replace('.', ',') : String(value);

/** Alt-text subject: "Jeansjacke in Blau" / "blue denim jacket". */
export function colouredSubject(context: TemplateContext, name: Bi, colour: PickedColour): string {
  // Only the noun phrase before a comma: "Kinderschreibtisch, höhenverstellbar" -> "Kinderschreibtisch".
  const [de, en] = name.map((text) => text.split(',')[0]!.trim()) as [string, string];
  if (context.lang === 'en') return `${colour.name} ${en}`;
  return colour.value === 'multicolour' ? `${de}, mehrfarbig` : `${de} in ${colour.label}`;
}

/** The `era` attribute value for a year. */
export const eraOf = (year: number): string => {
  if (year < 1900) return 'before-1900';
  if (year < 1950) return '1900-1945';
  if (year >= 2010) return '2010s';
  return `${Math.floor(year / 10) * 10}s`;
};

import { z } from 'zod';

/** The interface languages, English first (the default). Every user-facing text exists in each. */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const languageSchema = z.enum(languages);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

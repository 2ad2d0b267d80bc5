import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLanguage, type Language, languages } from '@shared/i18n/languages';
import { createInstance } from 'i18next';

/**
 * The texts the server renders (mails, notices, check and speech messages, notification texts),
 * read from the same en/de catalogues the web loads (src/shared/i18n/locales, ADR 039), so each
 * message has one wording and the locale parity test covers it. `server-*` namespaces hold what
 * only the server says; a check or speech message uses the web's namespace for the same code.
 */
export const serverNamespaces = [
  'server-mail',
  'server-notices',
  'server-pricing',
  'server-listings',
  'server-roles',
  'server-chat',
  'listing-fields',
  'listing-editor',
  'speech',
  'server-chat-assistant',
  'server-orders',
  'server-privacy',
  'server-moderation',
  'server-analytics',
  'server-search-suggestions',
  'server-seo',
  // Validation messages the shared schemas name by key (ADR 087).
  'server-validation',
  // Page titles and descriptions the server puts into the HTML head match the web's (ADR 080).
  'common',
  'search',
  'deals',
  'listing-detail',
  // The first screen the server renders uses the web's words too (ADR 089), with the consent banner (ADR 091).
  'ui',
  'analytics',
] as const;
export type ServerNamespace = (typeof serverNamespaces)[number];
export type TextKey = `${ServerNamespace}:${string}`;
export type TextParams = Record<string, string | number>;

const localesDirectory = path.resolve(import.meta.dirname, '../../shared/i18n/locales');

function readCatalogue(language: Language, namespace: ServerNamespace): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesDirectory, language, `${namespace}.json`), 'utf8'));
}

const texts = createInstance();
void texts.init({
  resources: Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(
        serverNamespaces.map((namespace) => [namespace, readCatalogue(language, namespace)]),
      ),
    ]),
  ),
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  ns: [...serverNamespaces],
  defaultNS: false,
  // Mails escape their HTML themselves; every other text is JSON, which the web escapes.
  interpolation: { escapeValue: false },
  // The catalogues are already in memory, so the instance is ready when init returns.
  initAsync: false,
});

export function hasServerText(key: TextKey, language: Language): boolean {
  return texts.exists(key, { lng: language });
}

/** One text in the given language, with i18next's {{name}} interpolation; a missing key is a bug. */
export function serverText(key: TextKey, language: Language, params: TextParams = {}): string {
  if (!hasServerText(key, language)) throw new Error(`No server text ${key} in ${language}`);
  return texts.t(key, { ...params, lng: language }) as string;
}

/** A list of texts (a catalogue array, e.g. a mail's paragraphs), each interpolated. */
export function serverTextList(key: TextKey, language: Language, params: TextParams = {}): string[] {
  if (!hasServerText(key, language)) throw new Error(`No server text ${key} in ${language}`);
  const list: unknown = texts.t(key, { ...params, lng: language, returnObjects: true });
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new Error(`Server text ${key} is not a list of texts`);
  }
  return list;
}

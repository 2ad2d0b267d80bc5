import { type Language, languages } from '@shared/i18n/languages';
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './storage-keys';

/** The interface languages are shared with the server (src/shared/i18n/languages.ts). */
export type { Language };

// The server's own namespaces (server-*, ADR 039) stay out of the bundle.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../shared/i18n/locales/*/*.json',
  '!../../shared/i18n/locales/*/server-*.json',
]);

/** Catalogues load per language and namespace on demand, so German costs English users nothing. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../../shared/i18n/locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18nReady = i18next
  .use(lazyCatalogues)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      // `?lang=` first: the language URLs the server's hreflang tags point at (ADR 080).
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: storageKeys.language,
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  });

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return language?.startsWith('de') ? 'de' : 'en';
}

export { i18next };

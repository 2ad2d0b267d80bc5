import packageJson from '../../../../package.json';
import { currentLanguage } from '../../lib/i18n';

export type Facts = Record<string, string | number | boolean | null>;

/** Spec §3 context: what the user saw (language, theme, window size, app version). */
export function collectContext(): Facts {
  return {
    locale: currentLanguage(),
    theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    appVersion: packageJson.version,
  };
}

/** The page the dialog was opened on, without query or hash (they may hold a token or a search). */
export function collectPath(): string {
  return window.location.pathname;
}

/** Spec §3 diagnostics: browser, connection and the time of the report. */
export function collectDiagnostics(): Facts {
  return {
    userAgent: navigator.userAgent.slice(0, 500),
    online: navigator.onLine,
    time: new Date().toISOString(),
  };
}

import { currentSession } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

/** What requests outside the API client (XHR uploads, image downloads) need from the session. */
export interface MediaSession {
  getAccessToken(): Promise<string | null>;
  /** True when a new access token is available. */
  refresh(): Promise<boolean>;
  language(): string;
}

/** The same session the API client uses (`connectSession` in lib/api): one token, one refresh. */
export const mediaSession: MediaSession = {
  getAccessToken: async () => currentSession.getAccessToken(),
  refresh: () => currentSession.refresh(),
  language: currentLanguage,
};

import { currentLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../auth/session/session-client';

/** What requests outside the API client (XHR uploads, image downloads) need from the session. */
export interface MediaSession {
  getAccessToken(): Promise<string | null>;
  /** True when a new access token is available. */
  refresh(): Promise<boolean>;
  language(): string;
}

/** The same session the API client uses (`connectSession` in lib/api): one token, one refresh. */
export const mediaSession: MediaSession = {
  getAccessToken: () => sessionStore.getAccessToken(),
  refresh: async () => (await sessionStore.refresh()) === 'ok',
  language: currentLanguage,
};

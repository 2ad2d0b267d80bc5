/** Every key the web app keeps in local storage, in one place (spec §9: persisted keys, version 1). */
export const storageKeys = {
  language: 'kleinkram.language',
  theme: 'kleinkram.theme',
  /**
   * The refresh token, AES-GCM encrypted (`{ version: 1, iv, ciphertext }`): in localStorage with
   * "Stay signed in", otherwise in sessionStorage. The key never leaves IndexedDB.
   */
  session: 'kleinkram.session',
  /** sessionStorage: why the last session ended ('expired'), shown once on the sign-in form. */
  sessionNotice: 'kleinkram.sessionNotice',
  /** sessionStorage: the "Stay signed in" choice while the browser is away at Google. */
  oauthRememberMe: 'kleinkram.oauthRememberMe',
  /** A guest's watchlist and cart (`{ version: 1, watchlist, cart }`), handed to the account on sign-in. */
  engagement: 'kleinkram.engagement',
  /** The chosen search location (`{ version: 1, selection }`, spec §3 Location selection). */
  location: 'kleinkram.location',
  /** A guest's saved searches (`{ version: 1, savedSearches }`), moved to the account on sign-in. */
  savedSearches: 'kleinkram.savedSearches',
  /**
   * The listing being created (`{ version: 1, ownerId, assets, transcript, transcriptLanguage,
   * analysis, draft, ... }`), so a reload on /listings/create loses no photo, text or draft.
   */
  createSession: 'kleinkram.createSession',
  /**
   * Prefix of the listing editor's local copies, one per owner and draft:
   * `kleinkram.listingDraft.<ownerId>.<localId>` = `{ version: 1, draftId, serverVersion, snapshot,
   * savedSnapshot, hasUnsavedChanges, lastLocalSaveAt, lastServerSaveAt }` (nothing lost offline).
   */
  listingDraft: 'kleinkram.listingDraft',
  /** sessionStorage: this tab's editor id (clientSessionId), so two tabs on one draft are told apart. */
  editorClientSession: 'kleinkram.editorClientSession',
  /**
   * Prefix of the chat outbox, one per user: `kleinkram.chatOutbox.<userId>` = `{ version: 1, items }`,
   * the messages written without a connection, each with its client id (ADR 056).
   */
  chatOutbox: 'kleinkram.chatOutbox',
  /**
   * Prefix of the chat deliveries kept on the device, one per user: `kleinkram.chatDeliveries.<userId>`
   * = `{ version: 1, deliveries, lastSyncAt }` (spec §9: 20 kept, the banner shows 3).
   */
  chatDeliveries: 'kleinkram.chatDeliveries',
  /**
   * sessionStorage prefix: `kleinkram.checkoutHandoff.<listingId>` = the time the listing's Buy button
   * was pressed, read once by the checkout to report the hand-off latency (issue 17).
   */
  checkoutHandoff: 'kleinkram.checkoutHandoff',
  /**
   * sessionStorage prefix: `kleinkram.tourAutoStarted.<userId>` = when the power-user tour started by
   * itself in this session; after "Remind me later" it does not pop up again until the next session.
   */
  tourAutoStarted: 'kleinkram.tourAutoStarted',
  /**
   * A guest's analytics consent on this device (`{ version: 1, state, updatedAt }`, spec §3); applied
   * to the account on sign-in while the account is still pending (ADR 068).
   */
  analyticsConsent: 'kleinkram.analyticsConsent',
  /** Analytics events not yet sent (`{ version: 1, events }`), kept only with consent (spec §7). */
  analyticsQueue: 'kleinkram.analyticsQueue',
  /** sessionStorage: this tab's analytics session id, the funnel's unit (ADR 068). */
  analyticsSession: 'kleinkram.analyticsSession',
  /** Tests only: `{ timeoutMs, warningMs }` shortens the idle sign-out (never lengthens it). */
  idleOverride: 'kleinkram.idleOverride',
} as const;

/** Every key the web app keeps in local storage, in one place (spec §9: persisted keys, version 1). */
export const storageKeys = {
  language: 'kleinkram.language',
  theme: 'kleinkram.theme',
} as const;

import { deletedUserDisplayName } from '@shared/privacy/privacy-constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A person's name as shown: a deleted account's tombstone (ADR 070) reads "Deleted user" /
 * "Gelöschter Nutzer" in the reader's language, wherever its messages, reviews or orders appear.
 */
export function useUserName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => (name === deletedUserDisplayName ? t('deletedUser') : name), [t]);
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The translation of a rule or check code (`listing-fields:rules.<code>`, then `checks.<code>`),
 * falling back to the English message the shared rule or the server sent.
 */
export function useRuleMessage(): (code: string, fallback: string) => string {
  const { t } = useTranslation('listing-fields');
  return useCallback(
    (code: string, fallback: string) => t([`rules.${code}`, `checks.${code}`], { defaultValue: fallback }),
    [t],
  );
}

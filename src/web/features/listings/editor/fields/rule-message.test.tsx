// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@shared/i18n/languages';
import { attributeRuleMessages } from '@shared/listings/attribute-rules';
import { listingCheckCodes } from '@shared/listings/listing-editor.schema';
import { listingPublishMessages, listingRuleMessages } from '@shared/listings/listing-rules';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady, type Language } from '../../../../lib/i18n';
import { useRuleMessage } from './rule-message';

const catalogue = (language: Language) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../../../../shared/i18n/locales/${language}/listing-fields.json`),
      'utf8',
    ),
  ) as { rules: Record<string, string>; checks: Record<string, string> };

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
);

describe('listing-fields catalogue', () => {
  const specMessages: Record<string, string> = {
    ...attributeRuleMessages,
    ...listingRuleMessages,
    // What the server alone judges at publish time: shown through the same rule texts.
    ...listingPublishMessages,
  };

  it('translates every rule code, in English with the spec’s exact text', () => {
    expect(catalogue('en').rules).toEqual(specMessages);
    expect(Object.keys(catalogue('de').rules).sort()).toEqual(Object.keys(specMessages).sort());
  });

  it('translates every server check code', () => {
    for (const language of languages) {
      expect(Object.keys(catalogue(language).checks).sort(), language).toEqual([...listingCheckCodes].sort());
    }
  });
});

describe('useRuleMessage', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['listing-fields']);
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('translates rule and check codes and falls back to the given message', async () => {
    await i18next.changeLanguage('de');
    const { result } = renderHook(() => useRuleMessage(), { wrapper });
    expect(result.current('title_too_short', 'x')).toBe('Der Titel muss mindestens 10 Zeichen lang sein.');
    expect(result.current('unknown_brand', 'x')).toBe('Diese Marke kennen wir nicht. Prüf die Schreibweise.');
    expect(result.current('no_such_code', 'Fallback.')).toBe('Fallback.');
  });
});

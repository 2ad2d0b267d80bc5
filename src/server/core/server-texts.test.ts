import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { hasServerText, serverNamespaces, serverText, serverTextList } from './server-texts';

const catalogue = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../shared/i18n/locales/${language}/${namespace}.json`),
      'utf8',
    ),
  );

describe('server texts', () => {
  it('reads every server namespace from the shared catalogues in each language', () => {
    for (const language of languages) {
      for (const namespace of serverNamespaces) expect(catalogue(language, namespace)).toBeTypeOf('object');
    }
  });

  it('renders a German text with the wording of the shared catalogue', () => {
    const german = catalogue('de', 'listing-fields').checks.phone_number;
    expect(serverText('listing-fields:checks.phone_number', 'de')).toBe(german);
    expect(serverText('listing-fields:checks.phone_number', 'de')).toBe(
      'Bitte entferne die Telefonnummer; Käufer erreichen dich über den Chat.',
    );
  });

  it('interpolates {{names}} without escaping, in texts and in lists', () => {
    expect(
      serverText('server-notices:notifications.saved_search_match.title', 'de', {
        label: 'Räder & <Rahmen>',
      }),
    ).toBe('Neuer Treffer für „Räder & <Rahmen>“');
    expect(
      serverTextList('server-mail:alreadyRegistered.paragraphs', 'en', {
        resetPasswordUrl: 'https://kleinkram.example/reset-password',
      })[1],
    ).toBe(
      'If it was you, sign in instead. Forgot your password? Choose a new one here: https://kleinkram.example/reset-password',
    );
  });

  it('refuses a key the catalogue does not have', () => {
    expect(hasServerText('server-notices:draft.no_such_notice', 'de')).toBe(false);
    expect(() => serverText('server-notices:draft.no_such_notice', 'de')).toThrow(/No server text/);
    expect(() => serverTextList('server-mail:greeting', 'en')).toThrow(/not a list/);
  });
});

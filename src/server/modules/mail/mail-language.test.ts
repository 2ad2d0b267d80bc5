import { describe, expect, it } from 'vitest';
import { resolveMailLanguage } from './mail-language';

describe('resolveMailLanguage', () => {
  it('takes the language the request names', () => {
    expect(resolveMailLanguage('de', 'en-US')).toBe('de');
  });

  it('else the best supported Accept-Language entry', () => {
    expect(resolveMailLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(resolveMailLanguage(undefined, 'fr-FR, en;q=0.5, de;q=0.7')).toBe('de');
    expect(resolveMailLanguage(undefined, 'de;q=0, en')).toBe('en');
  });

  it('else English', () => {
    expect(resolveMailLanguage(undefined, undefined)).toBe('en');
    expect(resolveMailLanguage(undefined, 'fr, es;q=0.9')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './request-language';

describe('negotiateLanguage', () => {
  it('takes the best supported language by q-value', () => {
    expect(negotiateLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLanguage('fr-FR, en;q=0.5, de;q=0.7')).toBe('de');
    expect(negotiateLanguage('en-GB,en;q=0.9,de;q=0.8')).toBe('en');
  });

  it('matches regional variants to their language', () => {
    expect(negotiateLanguage('de-AT')).toBe('de');
    expect(negotiateLanguage('en-US')).toBe('en');
  });

  it('never picks a language the client refused with q=0', () => {
    expect(negotiateLanguage('de;q=0, en')).toBe('en');
  });

  it('falls back to English without a header or a supported language', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('fr, es;q=0.9')).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
  });
});

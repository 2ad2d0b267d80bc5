import { describe, expect, it } from 'vitest';
import { spellOutUmlauts, stripUmlauts } from './umlauts';

describe('umlauts', () => {
  it('spells them out or strips them, keeping the case and every other character', () => {
    expect(spellOutUmlauts('Größe Übergangsjacke, Äpfel & Öl')).toBe('Groesse Uebergangsjacke, Aepfel & Oel');
    expect(stripUmlauts('Größe Übergangsjacke, Äpfel & Öl')).toBe('Grosse Ubergangsjacke, Apfel & Ol');
    expect(spellOutUmlauts('Café 4,5 €')).toBe('Café 4,5 €');
  });
});

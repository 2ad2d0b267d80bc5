import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('transliterates German and strips the rest', () => {
    expect(slugify('Große Größe: Übergangsjacke für Köln')).toBe('grosse-groesse-uebergangsjacke-fuer-koeln');
    expect(slugify("Levi's 501 Jeans, W32 L32")).toBe('levis-501-jeans-w32-l32');
    expect(slugify('Café crème – 4,5 €')).toBe('cafe-creme-4-5');
    expect(slugify(`${'a'.repeat(50)} ${'b'.repeat(50)}`, 72).length).toBeLessThanOrEqual(72);
  });

  it('makes the gazetteer’s place slugs', () => {
    expect(slugify('Köln')).toBe('koeln');
    expect(slugify('Neustadt an der Weinstraße')).toBe('neustadt-an-der-weinstrasse');
    expect(slugify('Halle (Saale)')).toBe('halle-saale');
    expect(slugify('Baden-Württemberg')).toBe('baden-wuerttemberg');
    expect(slugify('Île-de-Sée')).toBe('ile-de-see');
  });
});

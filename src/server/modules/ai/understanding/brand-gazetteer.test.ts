import { describe, expect, it } from 'vitest';
import { brandFitsCategory, extractBrands, findBrand } from './brand-gazetteer';

const names = (text: string, allowFuzzy = false) =>
  extractBrands(text, { allowFuzzy }).map((match) => match.brand.name);

describe('brand gazetteer', () => {
  it('knows the template brands and the curated second-hand brands', () => {
    expect(findBrand('Armedangels')).toBeDefined();
    expect(findBrand('Bugaboo')?.categories.has('family-kids')).toBe(true);
  });

  it('finds brands in German and English speech, longest name first', () => {
    expect(names('Ich verkaufe meine schwarze Nike Jacke und Levis 501')).toEqual(['Nike', "Levi's"]);
    expect(names('Hugo Boss Anzug, dunkelblau')).toEqual(['Hugo Boss']);
    expect(names('Villeroy und Boch Geschirr')).toEqual(['Villeroy & Boch']);
    expect(names('selling my North Face puffer jacket')).toEqual(['The North Face']);
  });

  it('reads the maker from a product line', () => {
    expect(names('iPhone 12 mit 128 GB')).toEqual(['Apple']);
    expect(names('Kindle Paperwhite, schwarz')).toEqual(['Amazon']);
  });

  it('counts brands that are ordinary words only when introduced or written as names', () => {
    expect(names('Damenjeans von Only, skinny')).toEqual(['Only']);
    expect(names('only worn twice, next to new')).toEqual([]);
    expect(names('Lederschuhe braun')).toEqual([]);
  });

  it('counts such a brand opening a sentence when an item of its own trade follows', () => {
    expect(names('Cube mountain bike, Shimano gears')).toEqual(['Cube', 'Shimano']);
    expect(names('Focus on the details: a wooden table')).toEqual([]);
  });

  it('marks brands named as what the item fits', () => {
    const [match] = extractBrands('Hülle für iPhone 13');
    expect(match?.isCompatibility).toBe(true);
  });

  it('forgives OCR noise in photo text only', () => {
    expect(names('JACK WOLFSKlN Herren Jacke', true)).toEqual(['Jack Wolfskin']);
    expect(names('ADlDAS Größe M', true)).toEqual(['Adidas']);
    expect(names('ADlDAS Größe M')).toEqual([]);
  });

  it('knows which categories a brand sells in', () => {
    const bugaboo = findBrand('Bugaboo')!;
    expect(brandFitsCategory(bugaboo, ['family-kids', 'family-kids-strollers'])).toBe(true);
    expect(brandFitsCategory(bugaboo, ['electronics'])).toBe(false);
  });
});

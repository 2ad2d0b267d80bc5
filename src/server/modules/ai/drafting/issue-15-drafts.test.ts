import { describe, expect, it } from 'vitest';
import { findPlaceByName } from '../../locations/gazetteer';
import { createLocalDraftingProvider } from './local-drafting.provider';

const provider = createLocalDraftingProvider({ findPlace: findPlaceByName });
const draftOf = async (transcript: string, language: 'de' | 'en') =>
  (await provider.draft({ images: [], transcript, language })).draft;

/** Issue 15: drafts that keep what the seller said, and make sense. */
describe('drafts from speech (issue 15)', () => {
  it('makes a motorbike a motorbike, with its facts, not Yamaha tyres or a helmet', async () => {
    const draft = await draftOf('Yamaha MT-07, 2019, 18.000 km, 2.200 Euro VB, Abholung in Köln.', 'de');
    expect(draft.categoryId).toBe('vehicles-motorcycles');
    expect(draft.title).toBe('Yamaha MT-07, 2019, 18.000 km');
    expect(draft.attributes).toMatchObject({
      brand: 'Yamaha',
      firstRegistrationYear: 2019,
      mileageKm: 18000,
    });
    expect(draft).toMatchObject({
      price: { value: 2200 },
      priceKind: 'negotiable',
      place: { slug: 'koeln' },
    });
  });

  it('names a car by make and model', async () => {
    const draft = await draftOf(
      'VW Golf 7, Erstzulassung 2015, 120.000 Kilometer, Benziner, 9.800 Euro.',
      'de',
    );
    expect(draft.categoryId).toBe('vehicles-cars');
    expect(draft.title).toMatch(/^Volkswagen Golf 7, 2015, 120\.000 km/);
    expect(draft.attributes).toMatchObject({ fuel: 'petrol', mileageKm: 120000 });
  });

  it('takes the bike maker over the gear maker', async () => {
    const draft = await draftOf(
      'Rennrad von Cube, das Attain, Rahmengröße 56, mit Shimano 105 Schaltung.',
      'de',
    );
    expect(draft.categoryId).toBe('sports-leisure-bicycles-road');
    expect(draft.attributes.brand).toBe('Cube');
    expect(draft.title).toMatch(/^Cube Rennrad Attain/);
  });

  it('takes a common-word bike maker opening the sentence over the gear maker', async () => {
    const draft = await draftOf(
      'Cube mountain bike, the Aim Pro, 29 inch, Shimano gears, frame size L.',
      'en',
    );
    expect(draft.attributes.brand).toBe('Cube');
    expect(draft.title).toMatch(/^Cube mountain bike/);
  });

  it('prefers the item over its accessories', async () => {
    expect(
      (await draftOf('PS5 console, disc edition, with two games and one controller.', 'en')).categoryId,
    ).toBe('electronics-gaming-consoles');
    expect((await draftOf("Converse high tops, black, women's size 39.", 'en')).categoryId).toBe(
      'fashion-women-shoes',
    );
    expect((await draftOf('Set of four cushions, mustard yellow velvet.', 'en')).categoryId).toBe(
      'home-textiles',
    );
    expect((await draftOf('Espressotasse von Ritzenhoff, weiß mit Goldrand, 6 Euro.', 'de')).categoryId).toBe(
      'home-kitchen-tableware',
    );
  });

  it('never fills a title with a category name or a repeated word', async () => {
    for (const [transcript, language] of [
      ['Alte Münzen, fünf Mark Silbermünzen aus den Sechzigern, etwa zehn Stück.', 'de'],
      ['Lego Technic Set, der Porsche, vollständig mit Anleitung und Karton.', 'de'],
      ['A box of about forty music CDs, mostly nineties pop.', 'en'],
    ] as const) {
      const { title } = await draftOf(transcript, language);
      const words = title.toLowerCase().match(/[\p{L}\d]{3,}/gu) ?? [];
      expect(new Set(words).size, title).toBe(words.length);
      expect(title).not.toMatch(/Bausteine & |LEGO & |CDs – /);
    }
  });

  it('keeps the seller’s nouns in an English title and description', async () => {
    const draft = await draftOf(
      'Artificial bamboo plant in a brown pot, about 120 cm tall, looks real.',
      'en',
    );
    expect(draft.categoryId).toBe('home-decor-plants');
    expect(draft.title.toLowerCase()).toContain('artificial bamboo plant');
    expect(draft.description.toLowerCase()).toContain('brown pot');
  });

  it('leaves the place out when none was said, and counts sets in the title', async () => {
    const chairs = await draftOf('Sechs Esszimmerstühle aus Buche, gepolstert, zusammen 120 Euro.', 'de');
    expect(chairs.place).toBeUndefined();
    expect(chairs.quantity).toBeUndefined();
    expect(chairs.title).toMatch(/^6 Esszimmerstühle/);
  });
});

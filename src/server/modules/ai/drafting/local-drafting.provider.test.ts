import { listingDraftSuggestionSchema } from '@shared/ai/draft-suggestion.schema';
import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { describe, expect, it } from 'vitest';
import type { DraftImage, ImageAnalysis } from '../ai-engine';
import { createLocalDraftingProvider } from './local-drafting.provider';

const provider = createLocalDraftingProvider();

const analysis = (overrides: Partial<ImageAnalysis>): ImageAnalysis => ({
  text: '',
  lines: [],
  objects: [],
  colour: { value: null, hex: '#808080' },
  nsfw: { score: 0.01, flagged: false },
  version: 1,
  ...overrides,
});
const photo = (id: string, overrides: Partial<ImageAnalysis>): DraftImage => ({
  id,
  analysis: analysis(overrides),
  image: Buffer.alloc(0),
});

/** Every attribute key and option value must come from the category's schema. */
function expectSchemaAttributes(categoryId: string, attributes: Record<string, unknown>) {
  const fields = findTaxonomyCategory(categoryId)!.attributeSchema.fields;
  for (const [key, value] of Object.entries(attributes)) {
    const field = fields.find((candidate) => candidate.key === key);
    expect(field, `attribute ${key}`).toBeDefined();
    if (field?.options) expect(field.options.map((option) => option.value)).toContain(value);
  }
}

describe('local drafting provider', () => {
  it('drafts the brief example in German', async () => {
    const result = await provider.draft({
      images: [],
      transcript:
        'Ich verkaufe meine schwarze Nike Jacke in Größe M, kaum getragen, 40 Euro, Abholung in Berlin.',
      language: 'de',
    });
    const { draft } = result;
    expect(listingDraftSuggestionSchema.safeParse(draft).success).toBe(true);
    expect(result.provider).toBe('local');
    // Read once here: the market price step trusts this instead of reading the transcript again.
    expect(result.isPriceSaid).toBe(true);
    expect(draft.categoryPath[0]).toBe('fashion');
    expect(draft.categoryId).toMatch(/^fashion-(men|women)-jackets$/);
    expect(draft.attributes).toMatchObject({ brand: 'Nike', size: 'M', colour: 'black' });
    expect(draft.condition).toBe('excellent');
    expect(draft.title).toBe('Nike Jacke, Größe M, schwarz');
    expect(draft.description).toContain('Nur Abholung in Berlin.');
    expect(draft.price).toEqual({ value: 40, currency: 'EUR', rationale: 'Dein genannter Preis.' });
    expect(draft.evidence['attributes.brand']?.sources).toContain('speech');
    expect(draft.evidence.price?.sources).toEqual(['speech']);
    expect(draft.tags).toEqual(expect.arrayContaining(['nike', 'jacke', 'schwarz']));
    expect(draft.alternativeCategories).toHaveLength(3);
    expectSchemaAttributes(draft.categoryId, draft.attributes);
  });

  it('drafts in English from German speech without translating the seller’s remarks', async () => {
    const { draft } = await provider.draft({
      images: [],
      transcript:
        'Lenovo ThinkPad T480, 16 GB RAM, 512er SSD, Akku hält noch drei Stunden. Gebraucht. 280 Euro.',
      transcriptLanguage: 'de',
      language: 'en',
    });
    expect(draft.categoryId).toBe('electronics-computers-laptops');
    expect(draft.attributes).toMatchObject({
      brand: 'Lenovo',
      model: 'ThinkPad T480',
      ramGb: '16',
      storageGb: '512',
    });
    expect(draft.title).toBe('Lenovo ThinkPad T480, 512 GB, 16 GB RAM');
    expect(draft.description).not.toContain('Akku');
    expect(draft.price.rationale).toBe('The price you mentioned.');
    expectSchemaAttributes(draft.categoryId, draft.attributes);
  });

  it('says no price was named when the seller named none', async () => {
    const result = await provider.draft({
      images: [],
      transcript: 'Schwarze Nike Jacke, Größe M.',
      language: 'de',
    });
    expect(result.isPriceSaid).toBe(false);
  });

  it('drafts from photos alone: OCR text, objects and colour', async () => {
    const result = await provider.draft({
      images: [
        photo('tag', {
          text: 'JACK WOLFSKlN\nHerren Jacke\nGröße L',
          lines: [{ text: 'JACK WOLFSKlN', confidence: 0.7 }],
          colour: { value: 'beige', hex: '#d9c4a0' },
        }),
        photo('item', {
          objects: [
            { label: 'person', score: 0.9 },
            { label: 'handbag', score: 0.2 },
          ],
          colour: { value: 'red', hex: '#cc3640' },
        }),
      ],
      transcript: '',
      language: 'de',
    });
    const { draft } = result;
    expect(draft.categoryId).toBe('fashion-men-jackets');
    expect(draft.attributes).toMatchObject({ brand: 'Jack Wolfskin', size: 'L' });
    expect(draft.evidence['attributes.brand']?.sources).toEqual(['photo_text', 'catalogue']);
    // Neither photo shows the item: a label's colour is not the jacket's.
    expect(draft.attributes.colour).toBeUndefined();
    expect(draft.condition).toBeNull();
    expect(draft.price.rationale).toContain('üblicherweise etwa');
    // Size was read from the tag, so only condition and price are left unsaid.
    expect(result.notices).toEqual(['photos_only']);
    expectSchemaAttributes(draft.categoryId, draft.attributes);
  });

  it('takes the colour of a photo that shows the item, with little confidence', async () => {
    const { draft } = await provider.draft({
      images: [
        photo('sofa', {
          objects: [{ label: 'couch', score: 0.88 }],
          colour: { value: 'green', hex: '#3d8c55' },
        }),
      ],
      transcript: '',
      language: 'en',
    });
    expect(draft.categoryId).toBe('home-furniture-sofas');
    expect(draft.attributes.colour).toBe('green');
    expect(draft.evidence['attributes.colour']).toEqual({ confidence: 0.35, sources: ['photo_colour'] });
    expect(draft.title.length).toBeGreaterThanOrEqual(10);
  });

  it('leaves out values the category has no field for, and says when photos had no text', async () => {
    const result = await provider.draft({
      images: [photo('cover', { colour: { value: 'blue', hex: '#3271cf' } })],
      transcript: 'Roman von Sebastian Fitzek, Taschenbuch, blau, Größe M, einmal gelesen, 5 Euro.',
      language: 'de',
    });
    expect(result.draft.categoryId).toBe('books-media-music-books-fiction');
    expect(result.draft.attributes).toEqual({});
    expect(result.notices).toContain('no_photo_text');
  });

  it('reads what it can from a French transcript and notes it was not translated', async () => {
    const result = await provider.draft({
      images: [],
      transcript: 'Je vends mon iPhone 12, 128 GB, noir, 300 euros.',
      transcriptLanguage: 'fr',
      language: 'de',
    });
    expect(result.draft.categoryId).toBe('electronics-phones-smartphones');
    expect(result.draft.attributes).toMatchObject({ brand: 'Apple', storageGb: '128', colour: 'black' });
    expect(result.draft.price.value).toBe(300);
    expect(result.notices).toContain('transcript_not_translated');
  });
});

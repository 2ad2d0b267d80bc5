import { listingDraftSuggestionSchema } from '@shared/ai/draft-suggestion.schema';
import { describe, expect, it } from 'vitest';
import type { DraftImage, ImageAnalysis } from '../ai-engine';
import { draftNoticeText } from '../ai-notice-text';
import { createLocalDraftingProvider } from './local-drafting.provider';

// Issue 15 item 6: photos alone (no speech) still name the item from the detected object and the
// words read from the photo, with less confidence than a spoken draft, and say what they could not tell.

const provider = createLocalDraftingProvider();

const photo = (parts: Partial<ImageAnalysis>): DraftImage => ({
  id: 'photo',
  image: Buffer.alloc(0),
  analysis: {
    text: (parts.lines ?? []).map((line) => line.text).join('\n'),
    lines: [],
    objects: [],
    colour: { value: null, hex: '#808080' },
    nsfw: { score: 0.01, flagged: false },
    version: 1,
    ...parts,
  },
});
const line = (text: string) => ({ text, confidence: 0.9 });

describe('drafting from photos alone', () => {
  it('names the item from the object and the brand and model read from the photo', async () => {
    const images = [photo({ lines: [line('Canon'), line('EOS 600D')], objects: [] })];
    const { draft, notices } = await provider.draft({ images, transcript: '', language: 'de' });
    expect(listingDraftSuggestionSchema.safeParse(draft).success).toBe(true);
    expect(draft.categoryId).toBe('electronics-photo-cameras');
    expect(draft.title).toBe('Canon EOS 600D');
    expect(draft.attributes).toMatchObject({ brand: 'Canon', model: 'EOS 600D' });
    expect(draft.condition).toBeNull();
    expect(notices).toContain('photos_only');
  });

  it('turns a COCO object and a brand word into the item, category and title, in both languages', async () => {
    const images = [
      photo({
        lines: [line('YAMAHA')],
        objects: [{ label: 'motorcycle', score: 0.9 }],
        colour: { value: 'blue', hex: '#3271cf', share: 0.5 },
      }),
    ];
    const de = await provider.draft({ images, transcript: '', language: 'de' });
    const en = await provider.draft({ images, transcript: '', language: 'en' });
    expect(de.draft.categoryId).toBe('vehicles-motorcycles');
    expect(de.draft.title).toBe('Yamaha Motorrad');
    expect(en.draft.title).toBe('Yamaha motorbike');
    expect(de.draft.evidence.title?.sources).toEqual(['photo_text', 'photo_object', 'model']);
  });

  it('is less confident than the same item said aloud', async () => {
    const images = [photo({ lines: [line('Samsung')], objects: [{ label: 'cell phone', score: 0.8 }] })];
    const seen = await provider.draft({ images, transcript: '', language: 'en' });
    const said = await provider.draft({
      images,
      transcript: 'Samsung Handy, gebraucht, 120 Euro',
      transcriptLanguage: 'de',
      language: 'en',
    });
    expect(seen.draft.categoryId).toBe(said.draft.categoryId);
    const confidenceOf = (result: typeof seen, field: 'categoryId' | 'title') =>
      result.draft.evidence[field]?.confidence ?? 1;
    expect(confidenceOf(seen, 'categoryId')).toBeLessThan(confidenceOf(said, 'categoryId'));
    expect(confidenceOf(seen, 'categoryId')).toBeLessThanOrEqual(0.7);
    expect(confidenceOf(seen, 'title')).toBeLessThan(confidenceOf(said, 'title'));
    expect(said.notices).not.toContain('photos_only');
  });

  it('names the item from the object alone, with the object as the title’s source', async () => {
    const images = [photo({ objects: [{ label: 'laptop', score: 0.8 }] })];
    const { draft, notices } = await provider.draft({ images, transcript: '', language: 'en' });
    expect(draft.categoryId).toBe('electronics-computers-laptops');
    expect(draft.title).toMatch(/^Laptop\b/);
    expect(draft.evidence.title?.sources).toEqual(['photo_object', 'model']);
    expect(notices).toEqual(expect.arrayContaining(['no_photo_text', 'photos_only']));
  });

  it('says the size is unknown where the category has one and the photos showed none', async () => {
    const images = [photo({ lines: [line('Nike')], objects: [{ label: 'handbag', score: 0.8 }] })];
    const jacket = await provider.draft({
      images: [photo({ lines: [line('Jacke'), line('Nike')], objects: [] })],
      transcript: '',
      language: 'de',
    });
    expect(jacket.draft.categoryPath[0]).toBe('fashion');
    expect(jacket.notices).toEqual(expect.arrayContaining(['photos_only', 'photos_only_size']));
    const sized = await provider.draft({
      images: [photo({ lines: [line('Jacke'), line('Nike'), line('Größe M')] })],
      transcript: '',
      language: 'de',
    });
    expect(sized.draft.attributes).toMatchObject({ size: 'M' });
    expect(sized.notices).not.toContain('photos_only_size');
    const plain = await provider.draft({ images, transcript: '', language: 'de' });
    expect(plain.notices).toContain('photos_only');
  });

  it('drops a photo colour that does not match its measurement, and keeps a clear one', async () => {
    const objects = [{ label: 'couch', score: 0.85 }];
    const wrong = await provider.draft({
      images: [photo({ objects, colour: { value: 'green', hex: '#808080' } })],
      transcript: '',
      language: 'en',
    });
    expect(wrong.draft.attributes.colour).toBeUndefined();
    expect(wrong.draft.title).not.toContain('green');
    const clear = await provider.draft({
      images: [photo({ objects, colour: { value: 'green', hex: '#3d8c55', share: 0.6 } })],
      transcript: '',
      language: 'en',
    });
    expect(clear.draft.attributes.colour).toBe('green');
  });

  it('has the notices’ texts in English and German', () => {
    for (const code of ['photos_only', 'photos_only_size']) {
      const en = draftNoticeText(code, 'en');
      const de = draftNoticeText(code, 'de');
      expect(en).not.toBe(draftNoticeText('general', 'en'));
      expect(de).not.toBe(draftNoticeText('general', 'de'));
      expect(en).not.toBe(de);
    }
    expect(draftNoticeText('photos_only', 'en')).toMatch(/condition/);
    expect(draftNoticeText('photos_only', 'de')).toMatch(/Zustand/);
  });
});

describe('a bike in a photo', () => {
  it('is a grown-up’s bike unless the photo says otherwise', async () => {
    const bike = photo({ objects: [{ label: 'bicycle', score: 0.85 }] });
    const plain = await provider.draft({ images: [bike], transcript: '', language: 'de' });
    expect(plain.draft.categoryId).toMatch(/^sports-leisure-bicycles-/);
    expect(plain.draft.categoryId).not.toBe('sports-leisure-bicycles-kids');
    const sticker = photo({
      lines: [line('Kinderfahrrad 16 Zoll')],
      objects: [{ label: 'bicycle', score: 0.85 }],
    });
    const kids = await provider.draft({ images: [sticker], transcript: '', language: 'de' });
    expect(kids.draft.categoryId).toBe('sports-leisure-bicycles-kids');
  });
});

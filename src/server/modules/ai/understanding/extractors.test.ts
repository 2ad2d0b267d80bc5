import { describe, expect, it } from 'vitest';
import { extractColours } from './extract-colour';
import { extractCondition } from './extract-condition';
import { extractDefects } from './extract-defects';
import { extractMemory, extractModel } from './extract-electronics';
import { extractFulfilment } from './extract-fulfilment';
import { extractMaterials, pickMaterial } from './extract-material';
import { extractPrice } from './extract-price';
import { extractSizes, pickSize } from './extract-size';

const conditionOf = (text: string) => extractCondition(text)?.value ?? null;

describe('colour', () => {
  it('reads German adjective forms and compounds', () => {
    expect(extractColours('Ich verkaufe meine schwarze Nike Jacke')[0]?.value).toBe('black');
    expect(extractColours('mit goldenem Rahmen')[0]?.value).toBe('gold');
    expect(extractColours('cognacfarbene Tasche')[0]?.value).toBe('cognac');
    expect(extractColours('Anzug, dunkelblau')[0]?.value).toBe('navy');
  });
  it('reads English colours and keeps the first one as the main colour', () => {
    const found = extractColours('grey and white sleepsuits');
    expect(found.map((colour) => colour.value)).toEqual(['grey', 'white']);
    expect(found[0]!.confidence).toBeGreaterThan(found[1]!.confidence);
    expect(extractColours('navy blue backpack')[0]?.value).toBe('navy');
  });
  it('ignores colour words that name something else', () => {
    expect(extractColours('Pink Floyd on vinyl, in mint condition')).toEqual([]);
    expect(extractColours('Schwarzwälder Rotwein')).toEqual([]);
  });
});

describe('size', () => {
  it('reads sizes after a size word in German and English', () => {
    expect(extractSizes('Jacke in Größe M, kaum getragen')[0]?.value).toBe('M');
    expect(extractSizes('Kinderjacke Gr. 110')[0]?.value).toBe('110');
    expect(extractSizes("Nike trainers, men's EU 44")[0]?.value).toBe('44');
    expect(extractSizes('SIZE L')[0]?.value).toBe('L');
    expect(extractSizes('size medium')[0]?.value).toBe('M');
  });
  it('does not take a lone letter or a place for a size', () => {
    expect(extractSizes('Abholung in Berlin, M wie Martin')).toEqual([]);
  });
  it('keeps the first size the category allows and a jeans size as a note', () => {
    const candidates = extractSizes('Größe 50, also W34 L32');
    expect(pickSize(candidates, ['48', '50'])?.value).toBe('50');
    expect(candidates.find((candidate) => candidate.note)?.note).toBe('W34 L32');
  });
});

describe('material', () => {
  it('reads German compounds and English words, within the allowed options', () => {
    expect(pickMaterial(extractMaterials('Lederjacke, braun'), ['leather', 'cotton'])?.value).toBe('leather');
    expect(
      pickMaterial(extractMaterials('Esstisch aus Massivholz, Eiche'), ['solid-wood', 'glass'])?.value,
    ).toBe('solid-wood');
    expect(pickMaterial(extractMaterials('a cashmere jumper'), ['cashmere', 'wool'])?.value).toBe('cashmere');
    expect(pickMaterial(extractMaterials('a cashmere jumper'), ['leather'])).toBeUndefined();
  });
});

describe('condition', () => {
  it('maps German condition words', () => {
    expect(conditionOf('neu und ungetragen im Originalkarton')).toBe('new');
    expect(conditionOf('kaum getragen, 40 Euro')).toBe('excellent');
    expect(conditionOf('wie neu, mit Originalverpackung')).toBe('excellent');
    expect(conditionOf('gebraucht aber gut erhalten')).toBe('good');
    expect(conditionOf('deutliche Gebrauchsspuren unten')).toBe('fair');
    expect(conditionOf('vom Fachhändler generalüberholt')).toBe('refurbished');
  });
  it('maps English condition words', () => {
    expect(conditionOf('brand new with tags')).toBe('new');
    expect(conditionOf('like new, only worn twice')).toBe('excellent');
    expect(conditionOf('good used condition')).toBe('good');
    expect(conditionOf('well used, needs some love')).toBe('fair');
  });
  it('lets defects lower the condition and does not read a new part as a new item', () => {
    expect(conditionOf('ein kleines Loch am Knie')).toBe('fair');
    expect(conditionOf('cracked back glass but the screen is fine')).toBe('fair');
    expect(conditionOf('a small scratch on the lid')).toBe('good');
    expect(conditionOf('funktioniert einwandfrei, Batterie ist neu')).toBe('good');
    expect(conditionOf('Vase aus Glas, grün, neu.')).toBe('new');
    expect(conditionOf('box and papers included')).toBeNull();
  });
});

describe('defects', () => {
  it('finds defects with the clause they were said in, and respects denials', () => {
    expect(extractDefects('Display hat einen kleinen Kratzer. 300 Euro.')).toEqual([
      { value: 'scratch', confidence: 0.8, evidence: 'Display hat einen kleinen Kratzer' },
    ]);
    expect(extractDefects('a small stain on the sleeve')[0]?.value).toBe('stain');
    expect(extractDefects('keine Flecken oder Löcher')).toEqual([]);
    expect(extractDefects('disc is scratch free')).toEqual([]);
  });
});

describe('price', () => {
  it('reads prices in digits and words, with the negotiable mark', () => {
    expect(extractPrice('kaum getragen, 40 Euro, Abholung in Berlin', 'de')?.value).toMatchObject({
      euros: 40,
      isNegotiable: false,
    });
    expect(extractPrice('dreißig Euro VB', 'de')?.value).toMatchObject({ euros: 30, isNegotiable: true });
    expect(extractPrice('Preisvorstellung 650', 'de')?.value.euros).toBe(650);
    expect(extractPrice('for €12.50 or best offer', 'en')?.value).toMatchObject({
      euros: 12.5,
      isNegotiable: true,
    });
    expect(extractPrice('comes with the charger. Four hundred fifty.', 'en')?.value.euros).toBe(450);
  });
  it('does not take sizes, storage or models for prices', () => {
    expect(extractPrice('iPhone 12 mit 128 GB, Größe 42', 'de')).toBeNull();
  });
  it('does not take how many people or which coin for a price', () => {
    expect(extractPrice('Zelt für vier Personen von Vaude, grün.', 'de')).toBeNull();
    expect(extractPrice('a tent for 4 people, used twice', 'en')).toBeNull();
    expect(extractPrice('Sammelalbum für 2 Euro Münzen, fast voll.', 'de')).toBeNull();
    expect(extractPrice('Album mit 2-Euro-Münzen, 70 Euro', 'de')?.value.euros).toBe(70);
  });
});

describe('fulfilment', () => {
  it('reads pickup, shipping and the place', () => {
    expect(extractFulfilment('40 Euro, Abholung in Berlin.')?.value).toMatchObject({
      pickup: true,
      shipping: null,
      place: 'Berlin',
    });
    expect(extractFulfilment('nur Abholung in München')?.value).toMatchObject({
      pickup: true,
      shipping: false,
      place: 'München',
    });
    expect(extractFulfilment('Pickup in Hamburg or I can ship it')?.value).toMatchObject({
      pickup: true,
      shipping: true,
      place: 'Hamburg',
    });
    expect(extractFulfilment('Versand mit DHL')?.value.shipping).toBe(true);
    expect(extractFulfilment('kaum getragen')).toBeNull();
  });
});

describe('model, storage and memory', () => {
  it('reads model names of common product lines and generic model numbers', () => {
    expect(extractModel('Ich hab hier ein iPhone 12 mit 128 GB')?.value).toBe('iPhone 12');
    expect(extractModel('Sony WH-1000XM4 Kopfhörer')?.value).toBe('WH-1000XM4');
    expect(extractModel('Lenovo ThinkPad T480, 16 GB RAM')?.value).toBe('ThinkPad T480');
    expect(extractModel('Yamaha A-S501 amplifier')?.value).toBe('A-S501');
    expect(extractModel('Jacke Größe M, 40 Euro')).toBeNull();
  });
  it('tells RAM from storage and reads screen sizes', () => {
    const spec = extractMemory('MacBook Air, 8 GB, 256 GB SSD, 13 Zoll', 'de');
    expect(spec.ramGb?.value).toBe('8');
    expect(spec.storageGb?.value).toBe('256');
    expect(spec.screenSizeInch?.value).toBe(13);
    expect(extractMemory('16 gigs of RAM, 1 TB storage', 'en')).toMatchObject({
      ramGb: { value: '16' },
      storageGb: { value: '1024' },
    });
  });
});

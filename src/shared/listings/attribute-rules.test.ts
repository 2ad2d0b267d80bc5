import { describe, expect, it } from 'vitest';
import {
  type AttributeRuleCode,
  type AttributeValues,
  attributeFieldsOf,
  attributeLabelOf,
  attributeRuleMessages,
  attributesForCategory,
  hasCounterfeitWording,
  isAttributeFieldVisible,
  validateAttributes,
} from './attribute-rules';

const headphones = 'electronics-audio-headphones';
const smartphones = 'electronics-phones-smartphones';
const jackets = 'fashion-women-jackets';

const validHeadphones: AttributeValues = { brand: 'Sony', connectivity: ['bluetooth'], bluetooth: false };
const validJacket: AttributeValues = { size: 'M' };

function codesOf(categoryId: string, values: AttributeValues): Record<string, AttributeRuleCode> {
  return Object.fromEntries(
    validateAttributes(categoryId, values).map((issue) => [issue.field, issue.code] as const),
  );
}

describe('attributeRuleMessages', () => {
  it('keeps the spec’s English texts', () => {
    expect(attributeRuleMessages).toEqual({
      required: 'This field is required.',
      invalid_format: 'Invalid format.',
      brand_too_short: 'Brand must be at least 2 characters.',
      brand_characters: 'Brand contains unsupported characters.',
      brand_counterfeit: 'Counterfeit or replica items are not allowed.',
      size_not_allowed: 'This size is not available for this category.',
      size_note_too_short: 'Size note must be at least 2 characters.',
      connectivity_required: 'Select at least one connectivity option.',
      bluetooth_version_required: 'Select the Bluetooth version.',
    });
  });

  it('every issue carries its field path, code and the matching message', () => {
    const issues = validateAttributes(headphones, {});
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(issue.field).toMatch(/^attributes\./);
      expect(issue.message).toBe(attributeRuleMessages[issue.code]);
    }
  });
});

describe('validateAttributes', () => {
  it('accepts complete values', () => {
    expect(validateAttributes(headphones, validHeadphones)).toEqual([]);
    expect(validateAttributes(jackets, validJacket)).toEqual([]);
  });

  it('required: flags empty required fields (blank text counts as empty), not optional ones', () => {
    expect(codesOf(smartphones, { brand: '   ' })).toEqual({
      'attributes.brand': 'required',
      'attributes.storageGb': 'required',
    });
    expect(codesOf(jackets, {})).toEqual({ 'attributes.size': 'required' });
  });

  it('invalid_format: wrong value types and options outside the schema', () => {
    expect(codesOf(smartphones, { brand: 'Apple', storageGb: '3' })).toEqual({
      'attributes.storageGb': 'invalid_format',
    });
    expect(codesOf(smartphones, { brand: 'Apple', storageGb: '128', batteryHealthPercent: -1 })).toEqual({
      'attributes.batteryHealthPercent': 'invalid_format',
    });
    expect(codesOf(smartphones, { brand: 'Apple', storageGb: '128', batteryHealthPercent: '89' })).toEqual({
      'attributes.batteryHealthPercent': 'invalid_format',
    });
    expect(codesOf(smartphones, { brand: 'Apple', storageGb: '128', simLockFree: 'yes' })).toEqual({
      'attributes.simLockFree': 'invalid_format',
    });
    expect(
      codesOf(smartphones, { brand: 'Apple', storageGb: '128', connectivity: ['carrier-pigeon'] }),
    ).toEqual({
      'attributes.connectivity': 'invalid_format',
    });
    expect(codesOf(smartphones, { brand: 42, storageGb: '128' })).toEqual({
      'attributes.brand': 'invalid_format',
    });
  });

  it('brand_too_short: fewer than 2 characters after trimming', () => {
    expect(codesOf(headphones, { ...validHeadphones, brand: ' A ' })).toEqual({
      'attributes.brand': 'brand_too_short',
    });
    expect(codesOf(headphones, { ...validHeadphones, brand: 'LG' })).toEqual({});
  });

  it('brand_characters: unsupported characters, while real brand punctuation passes', () => {
    expect(codesOf(headphones, { ...validHeadphones, brand: 'Sony<script>' })).toEqual({
      'attributes.brand': 'brand_characters',
    });
    expect(codesOf(headphones, { ...validHeadphones, brand: '-Sony' })).toEqual({
      'attributes.brand': 'brand_characters',
    });
    for (const brand of ['H&M', "Levi's", 'Dr. Martens', 'Bang & Olufsen', 'Müller', 'A+B']) {
      expect(codesOf(headphones, { ...validHeadphones, brand }), brand).toEqual({});
    }
  });

  it('brand_counterfeit: replica wording in English and German, before the character rule', () => {
    for (const brand of [
      'Gucci Replica',
      'Fake Nike',
      'Rolex Fälschung',
      'Plagiat',
      'Replika',
      'Rolex 1:1',
    ]) {
      expect(codesOf(headphones, { ...validHeadphones, brand }), brand).toEqual({
        'attributes.brand': 'brand_counterfeit',
      });
    }
    expect(codesOf(headphones, { ...validHeadphones, brand: 'Fakeshop' })).toEqual({});
  });

  it('size_not_allowed: a size the category does not offer', () => {
    expect(codesOf(jackets, { size: '60' })).toEqual({ 'attributes.size': 'size_not_allowed' });
    expect(codesOf(jackets, { size: '38' })).toEqual({});
  });

  it('size_note_too_short: a size note under 2 characters; none at all is fine', () => {
    expect(codesOf(jackets, { ...validJacket, sizeNote: 'x' })).toEqual({
      'attributes.sizeNote': 'size_note_too_short',
    });
    expect(codesOf(jackets, { ...validJacket, sizeNote: 'fällt klein aus' })).toEqual({});
    expect(codesOf(jackets, { ...validJacket, sizeNote: '' })).toEqual({});
  });

  it('connectivity_required: at least one option where the category requires it', () => {
    expect(codesOf(headphones, { ...validHeadphones, connectivity: [] })).toEqual({
      'attributes.connectivity': 'connectivity_required',
    });
    expect(codesOf(headphones, { brand: 'Sony' })).toEqual({
      'attributes.connectivity': 'connectivity_required',
    });
  });

  it('connectivity stays optional where the category does not require it', () => {
    expect(codesOf(smartphones, { brand: 'Apple', storageGb: '128', connectivity: [] })).toEqual({});
  });

  it('the Bluetooth version never blocks: a seller rarely knows it (ADR 048), a wrong one is still refused', () => {
    expect(codesOf(headphones, { ...validHeadphones, bluetooth: true })).toEqual({});
    expect(codesOf(headphones, { ...validHeadphones, bluetooth: true, bluetoothVersion: '5.3' })).toEqual({});
    expect(codesOf(headphones, { ...validHeadphones, bluetooth: true, bluetoothVersion: '9.9' })).toEqual({
      'attributes.bluetoothVersion': 'invalid_format',
    });
  });

  it('requires only what a seller can always say: a size on the label, a brand on the device', () => {
    const requiredKeys = (categoryId: string) =>
      attributeFieldsOf(categoryId)
        .filter((field) => field.isRequired)
        .map((field) => field.key);
    expect(requiredKeys('fashion-women-dresses')).toEqual(['size']);
    expect(requiredKeys('electronics-phones-smartphones')).toEqual(['brand', 'storageGb']);
    expect(requiredKeys('electronics-phones-accessories')).toEqual([]);
    expect(requiredKeys('electronics-gaming-games')).toEqual([]);
    expect(requiredKeys('electronics-audio-headphones')).toEqual(['brand', 'connectivity']);
  });

  it('does not check hidden fields', () => {
    expect(codesOf(headphones, { ...validHeadphones, bluetooth: false, bluetoothVersion: '9.9' })).toEqual(
      {},
    );
  });

  it('a category change keeps the values whose key both forms have and drops the rest', () => {
    const fromDress = { brand: 'Zara', size: 'M', colour: 'black', material: 'cotton' };
    expect(attributesForCategory('electronics-phones-smartphones', fromDress)).toEqual({
      brand: 'Zara',
      colour: 'black',
    });
    expect(attributesForCategory('vehicles-motorcycles', fromDress)).not.toHaveProperty('size');
    // A value hidden in the new form goes too.
    expect(
      attributesForCategory('electronics-audio-speakers', { bluetooth: false, bluetoothVersion: '5.0' }),
    ).toEqual({ bluetooth: false });
    expect(attributesForCategory('no-such-category', fromDress)).toEqual({});
  });

  it('knows no fields for an unknown category', () => {
    expect(attributeFieldsOf('no-such-category')).toEqual([]);
    expect(validateAttributes('no-such-category', { brand: 'x' })).toEqual([]);
  });
});

describe('isAttributeFieldVisible', () => {
  const bluetoothVersion = attributeFieldsOf(headphones).find((field) => field.key === 'bluetoothVersion');

  it('shows the Bluetooth version only when bluetooth is on', () => {
    if (!bluetoothVersion) throw new Error('headphones lost their bluetoothVersion field');
    expect(isAttributeFieldVisible(bluetoothVersion, { bluetooth: true })).toBe(true);
    expect(isAttributeFieldVisible(bluetoothVersion, { bluetooth: false })).toBe(false);
    expect(isAttributeFieldVisible(bluetoothVersion, {})).toBe(false);
  });
});

describe('hasCounterfeitWording', () => {
  it('finds replica wording in free text but not in ordinary words', () => {
    expect(hasCounterfeitWording('Uhr, 1 : 1 wie das Original')).toBe(true);
    expect(hasCounterfeitWording('Tasche, leider nachgemacht')).toBe(true);
    expect(hasCounterfeitWording('Originale Lederjacke mit Rechnung')).toBe(false);
  });
});

describe('attributeLabelOf', () => {
  it('names a field in both languages, and nothing for an unknown key', () => {
    expect(attributeLabelOf('brand', 'en')).toBe('Brand');
    expect(attributeLabelOf('brand', 'de')).toBe('Marke');
    expect(attributeLabelOf('bluetoothVersion', 'de')).toBe('Bluetooth-Version');
    expect(attributeLabelOf('no-such-field', 'en')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise-text';
import { describeMatch, sourceOf } from './text-view';

describe('normaliseText', () => {
  it('reads German and English number words as digits, with "zwo", "double" and "oh"', () => {
    expect(normaliseText('null eins sieben sechs, zwo').digits.text).toBe('01762');
    expect(normaliseText('one seven oh six double five').digits.text).toBe('170655');
    expect(normaliseText('null-eins-fünf').digits.text).toBe('015');
  });

  it('reads two-digit number words in pairs, German and English', () => {
    expect(normaliseText('zwölf vierunddreißig sechsundfünfzig').digits.text).toBe('123456');
    expect(normaliseText('twelve, thirty-four, fifty six').digits.text).toBe('123456');
    expect(normaliseText('zwanzig einundzwanzig').digits.text).toBe('2021');
  });

  it('reads o, l and i inside digit runs as digits, but leaves words alone', () => {
    expect(normaliseText('Tel O176 3344556').digits.text).toBe('tel 0176 3344556');
    expect(normaliseText('number: O17l 22').digits.text).toBe('number: 0171 22');
    expect(normaliseText('oil 12').digits.text).toBe('oil 12');
  });

  it('maps fullwidth, circled and Arabic-Indic digits and drops keycaps and zero-width characters', () => {
    expect(normaliseText('０１７６').digits.text).toBe('0176');
    expect(normaliseText('⓪①⑦⑥').digits.text).toBe('0176');
    expect(normaliseText('٠١٧٦').digits.text).toBe('0176');
    expect(normaliseText('0️⃣1️⃣7️⃣').digits.text).toBe('017');
    expect(normaliseText('Wha\u200Bts\u00ADApp').base.text).toBe('whatsapp');
  });

  it('maps small capitals and flag letters, which NFKC leaves alone', () => {
    expect(normaliseText('ᴡʜᴀᴛꜱᴀᴘᴘ').base.text).toBe('whatsapp');
    expect(normaliseText('🇼🇭🇦🇹🇸').base.text).toBe('whats');
    expect(normaliseText('ᴡʜᴀᴛꜱᴀᴘᴘ').hasDisguise).toBe(true);
  });

  it('maps Cyrillic and Greek look-alikes to Latin and says the text was disguised', () => {
    const normalised = normaliseText('Тelegrаm zerο');
    expect(normalised.base.text).toBe('telegram zero');
    expect(normalised.hasDisguise).toBe(true);
    expect(normaliseText('Telegram').hasDisguise).toBe(false);
  });

  it('turns spelled and bracketed at and dot into @ and . in the contact view', () => {
    expect(normaliseText('max punkt muster at gmx punkt de').contact.text).toBe('max.muster at gmx.de');
    expect(normaliseText('max(at)web(punkt)de').contact.text).toBe('max@web.de');
    expect(normaliseText('mike [at] yahoo [dot] com').contact.text).toBe('mike@yahoo.com');
    expect(normaliseText('tina ät web.de').contact.text).toBe('tina@web.de');
  });

  it('folds umlauts, undoes leetspeak in words, joins spaced letters in the words view', () => {
    expect(normaliseText('Käuferschutz, Überweisung').words.text).toBe('kauferschutz uberweisung');
    expect(normaliseText('wh4tsapp p@ypal').words.text).toBe('whatsapp paypal');
    expect(normaliseText('W h a t s A p p!').words.text).toBe('whatsapp ');
    expect(normaliseText('RTX 3070, 128GB').words.text).toBe('rtx 3070 128gb');
  });

  it('keeps the way back to the written text', () => {
    const normalised = normaliseText('Ruf an: null eins sieben sechs 123');
    const start = normalised.digits.text.indexOf('0176');
    expect(sourceOf(normalised.digits, start, start + 4)).toBe('null eins sieben sechs ');
    expect(describeMatch(normalised.digits, start, start + 8)).toBe(
      'null eins sieben sechs 123 (read as: 0176123)',
    );
  });
});

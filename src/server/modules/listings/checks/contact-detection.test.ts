import { describe, expect, it } from 'vitest';
import {
  containsEmailAddress,
  containsMessengerHandOff,
  containsPhoneNumber,
  findContactDetails,
} from './contact-detection';

describe('phone numbers', () => {
  it.each([
    'Ruf an: 01761234567',
    'Tel. 0176-123 45 67',
    'Handy 0 1 7 6 1 2 3 4 5 6 7',
    '+49 176 1234567',
    '0049 176 12345678',
    '0176/1234567',
    '0176.123.45.67',
    '(030) 1234 567',
    'null eins sieben sechs eins zwei drei vier fünf sechs',
    'Null Eins Sieben Sechs 1234567',
    'zero one seven six one two three four five six',
    '0176 eins zwei drei vier 567',
    '49 176 12345678',
  ])('finds %s', (text) => {
    expect(containsPhoneNumber(`Schöner Tisch. ${text} bei Fragen.`)).toBe(true);
  });

  it.each([
    'iPhone 13 128 GB in Blau, Akku 89 %',
    'Größe 38, passt auch 36 bis 40',
    'Baujahr 2019, 120.000 km gelaufen',
    'Preis 1.299,00 € VB, neu 2.499 €',
    'Gekauft am 01.02.2023, Rechnung vorhanden',
    'Maße 120 x 60 x 75 cm',
    'Samsung Galaxy S21 5G 256 GB',
    'Modell RTX 3080 10 GB',
    'Größen 36 38 40 42 vorhanden',
    'Abholung ab 18 Uhr, eins zwei Tage vorher melden',
    'Only one owner, bought in 2021 for 450 euros',
  ])('leaves %s alone', (text) => {
    expect(containsPhoneNumber(text)).toBe(false);
  });
});

describe('email addresses', () => {
  it.each([
    'max.mustermann@web.de',
    'max at web dot de',
    'max(at)gmx.de',
    'max [at] gmail [dot] com',
    'max ät t-online punkt de',
    'maxät web.de',
    'max {at} posteo (punkt) de',
  ])('finds %s', (text) => {
    expect(containsEmailAddress(`Fragen gern an ${text} schicken.`)).toBe(true);
  });

  it.each([
    'Pick up at home in Berlin. Works fine.',
    'Abholung bei mir at the weekend.',
    'Size 38 at 20 euros, no returns.',
  ])('leaves %s alone', (text) => {
    expect(containsEmailAddress(text)).toBe(false);
  });
});

describe('messenger hand-offs', () => {
  it.each([
    'Schreib mir per WhatsApp',
    'Bei Interesse gerne per Whatsapp melden',
    'Melde dich über WA',
    'Kontakt W.A. bitte',
    'Message me on Telegram',
    'Contact me via Signal',
    'text me on whats app',
  ])('finds %s', (text) => {
    expect(containsMessengerHandOff(text)).toBe(true);
  });

  it.each([
    'Bluetooth signal is strong, range 10 m',
    'Telegram-Stil Schreibmaschine, funktioniert',
    'WhatsApp works on this phone, battery fine',
  ])('leaves %s alone', (text) => {
    expect(containsMessengerHandOff(text)).toBe(false);
  });
});

it('reports each kind once', () => {
  expect(
    findContactDetails('Ruf 0176 1234567 an oder 0171 7654321, mail an a@b.de, oder per WhatsApp'),
  ).toEqual(['phone_number', 'email', 'messenger']);
  expect(findContactDetails('Gut erhaltener Schrank aus Eiche, 180 cm hoch.')).toEqual([]);
});

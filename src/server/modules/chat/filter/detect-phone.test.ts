import { describe, expect, it } from 'vitest';
import { detectPhone } from './detect-phone';
import { normaliseText } from './normalise-text';

const phonesIn = (text: string) => detectPhone(normaliseText(text));

describe('detectPhone', () => {
  it.each([
    ['0176-123 45 67', 'medium'],
    ['+49 (0) 176 1234567', 'medium'],
    ['030 12345678', 'medium'],
    ['0049 176 98765432', 'medium'],
    ['Ruf mich an: 01761234567', 'high'],
    ['0 1 7 6 / 2 3 4 5 6 7 8', 'high'],
    ['null eins sieben sechs eins zwei drei vier fünf sechs sieben', 'high'],
    ['Handy ０１７６ ４４５５６６７７', 'high'],
    ['Meld dich: 176 1234 5678', 'high'],
  ])('finds "%s" (%s)', (text, severity) => {
    const found = phonesIn(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.severity).toBe(severity);
    expect(found[0]?.kind).toBe('phone');
  });

  it.each([
    'Würdest du 150 € nehmen? VB 120',
    'Der Preis ist 1.299,00 EUR',
    'Maße: 120 x 60 x 75 cm',
    'Passt es dir um 18:30? Sonst am 12.12.2026',
    'Hauptstraße 12, 50667 Köln',
    'Ist das iPhone 13 Pro 128 GB, Modell A2338 oder SM-G991B?',
    'Größe 164 170 176, je 10 €',
    'Die Sendungsnummer 00340434161234567890 steht im Auftrag',
    'Die Artikelnummer bei IKEA ist 802.758.87',
    'Ich hätte gern die zwei blauen und die drei roten Teller.',
    'Gekauft 2019, benutzt bis 2023',
  ])('leaves "%s" alone', (text) => {
    expect(phonesIn(text)).toEqual([]);
  });

  it('shows what was written and how it was read', () => {
    expect(phonesIn('Nummer: null eins sieben sechs 1234567')[0]?.match).toBe(
      'null eins sieben sechs 1234567 (read as: 01761234567)',
    );
  });

  it('finds a request for the number, or a pointer to it, as a medium finding', () => {
    expect(phonesIn('Gib mir mal deine Handynummer')).toMatchObject([{ kind: 'phone', severity: 'medium' }]);
    expect(phonesIn('Meine Nummer steht auf dem letzten Bild')).toMatchObject([{ severity: 'medium' }]);
    expect(phonesIn('Die Modellnummer steht auf dem Foto')).toEqual([]);
  });
});

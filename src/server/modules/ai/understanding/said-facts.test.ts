import { describe, expect, it } from 'vitest';
import { extractFulfilment } from './extract-fulfilment';
import { extractPrice } from './extract-price';
import { extractQuantity } from './extract-quantity';
import { extractVehicleFacts } from './extract-vehicle';

/** Issue 15: what the seller says about price, place, hand-over, quantity and vehicles. */
describe('price with thousands separators', () => {
  it.each([
    ['2,200 euros', 'en', 2200],
    ['2.200 Euro VB', 'de', 2200],
    ['1.250 € inklusive Pedale', 'de', 1250],
    ['E-bike, about 5,000 km, 1.900 euros.', 'en', 1900],
    ['zweitausend Euro', 'de', 2000],
    ['viertausendfünfhundert Euro VB.', 'de', 4500],
    ['12,50 €', 'de', 12.5],
    ['Sony A7 III body, 1,150 euros, fixed price', 'en', 1150],
  ] as const)('%s -> %d', (text, language, euros) => {
    expect(extractPrice(text, language)?.value.euros).toBe(euros);
  });

  it('skips the price paid new', () => {
    expect(
      extractPrice('Ledersofa, hat neu zweitausend Euro gekostet, jetzt für 400 Euro.', 'de')?.value.euros,
    ).toBe(400);
    expect(extractPrice('Leather sofa, cost two thousand euros new, asking 400.', 'en')?.value.euros).toBe(
      400,
    );
    expect(extractPrice('Monitor, 1,100 euros new, selling for 350.', 'en')?.value.euros).toBe(350);
  });
});

describe('negotiability', () => {
  it.each([
    ['2.200 Euro VB', 'de', 'negotiable'],
    ['100 Euro, Verhandlungsbasis', 'de', 'negotiable'],
    ['40 euros or best offer', 'en', 'negotiable'],
    ['1.450 Euro Festpreis', 'de', 'fixed'],
    ['1,150 euros, fixed price', 'en', 'fixed'],
    ['Zu verschenken: ein altes Sofa', 'de', 'free'],
    ['Free to a good home: a sofa bed', 'en', 'free'],
    ['Giving away my desk chair for free', 'en', 'free'],
  ] as const)('%s -> %s', (text, language, kind) => {
    expect(extractPrice(text, language)?.value.kind).toBe(kind);
  });

  it('gives a give-away the price 0, and "scratch free" or "smoke free" is no give-away', () => {
    expect(extractPrice('Tomatenpflanzen, umsonst abzugeben', 'de')?.value).toEqual({
      euros: 0,
      isNegotiable: false,
      kind: 'free',
    });
    expect(extractPrice('Disc is scratch free, case included. Fifteen euros.', 'en')?.value.euros).toBe(15);
    expect(extractPrice('Pet free and smoke free home.', 'en')).toBeNull();
  });
});

describe('places and hand-over', () => {
  it.each([
    ['Abholung in Köln oder Versand', ['Köln'], true, true],
    ['pickup in Berlin Kreuzberg', ['Berlin Kreuzberg', 'Kreuzberg', 'Berlin'], true, null],
    ['Besichtigung in Dortmund.', ['Dortmund'], null, null],
    ['nur Abholung in Nürnberg, Transport muss selbst organisiert werden', ['Nürnberg'], true, false],
    ['collection only in Leipzig', ['Leipzig'], true, false],
    ['Pickup in Berlin or I can ship it.', ['Berlin'], true, true],
    ['kein Versand natürlich, nur Abholung in Regensburg', ['Regensburg'], true, false],
    ['Versand möglich.', [], null, true],
  ] as const)('%s', (text, places, pickup, shipping) => {
    expect(extractFulfilment(text)?.value).toMatchObject({ places, pickup, shipping });
  });
});

describe('quantity', () => {
  it.each([
    ['Ich habe drei gleiche Schreibtischlampen von IKEA, je 8 Euro.', 'de', 3, true],
    ['Two baby monitors from Philips Avent, 30 euros each.', 'en', 2, true],
    ['Sechs Esszimmerstühle aus Buche, zusammen 120 Euro.', 'de', 6, false],
    ['Sofakissen, vier Stück, senfgelb, 45 mal 45', 'de', 4, false],
    ['Set of four cushions, 45 by 45', 'en', 4, false],
    ['Two hundred Pokémon cards including some holos', 'en', 200, false],
  ] as const)('%s', (text, language, count, isEach) => {
    expect(extractQuantity(text, language)?.value).toEqual({ count, isEach });
  });

  it('never counts sizes, measures, years or weights', () => {
    for (const text of [
      'Matratze 140 mal 200',
      'iPhone 12 mit 128 GB',
      'Trekkingrad, 28 Zoll, 27 Gänge',
      'Baujahr 2019, 18.000 km',
    ])
      expect(extractQuantity(text, 'de'), text).toBeNull();
    expect(extractQuantity('Hanteln, zwei Kurzhanteln je zehn Kilo', 'de')?.value.isEach).toBe(false);
  });
});

describe('vehicle facts', () => {
  it('reads year, mileage and power of a motorbike in German', () => {
    expect(
      extractVehicleFacts('Yamaha MT-07, Baujahr 2019, 18.000 km gelaufen, 55 kW, 5.900 Euro VB')?.value,
    ).toEqual({
      firstRegistrationYear: 2019,
      mileageKm: 18000,
      powerKw: 55,
    });
  });

  it('reads English separators, tkm, PS, engine size, fuel and gearbox', () => {
    expect(extractVehicleFacts('A 2014 Ford Fiesta, petrol, manual, 98,000 km')?.value).toEqual({
      firstRegistrationYear: 2014,
      mileageKm: 98000,
      fuel: 'petrol',
      gearbox: 'manual',
    });
    expect(extractVehicleFacts('Opel Corsa, EZ 2011, 150 tkm, Diesel, 75 PS, Automatik')?.value).toEqual({
      firstRegistrationYear: 2011,
      mileageKm: 150000,
      powerKw: 55,
      fuel: 'diesel',
      gearbox: 'automatic',
    });
    expect(extractVehicleFacts('KTM Duke 390, von 2020, 373 Kubik')?.value).toMatchObject({ engineCc: 373 });
  });

  it('takes no range or top speed for mileage', () => {
    expect(extractVehicleFacts('E-Scooter, Reichweite so 30 Kilometer')).toBeNull();
    expect(extractVehicleFacts('Mofa, 25 km/h')).toBeNull();
  });
});

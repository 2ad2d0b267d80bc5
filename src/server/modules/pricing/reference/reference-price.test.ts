import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { describe, expect, it } from 'vitest';
import type { PriceReferenceInput } from '../price-reference.types';
import { leafPrices } from './leaf-prices.data';
import { referencePrice } from './reference-price';
import { quantityFromText } from './set-quantity';

const now = new Date('2026-11-26T00:00:00Z');

/**
 * Realistic items with the range a German used-market buyer would find plausible in 2026 (our
 * own judgement, ADR 047). The reference alone, with no comparables, must land inside.
 */
const plausible: Array<[name: string, input: PriceReferenceInput, low: number, high: number]> = [
  ['espresso cup', { categoryId: 'home-kitchen-tableware', text: 'Espressotasse weiß' }, 3, 10],
  ['six espresso cups', { categoryId: 'home-kitchen-tableware', text: 'sechs Espressotassen' }, 12, 35],
  [
    'Villeroy dinner service',
    { categoryId: 'home-kitchen-tableware', brand: 'Villeroy & Boch', text: 'Tafelservice für 6' },
    60,
    250,
  ],
  [
    'MT-07 2019 18,000 km',
    {
      categoryId: 'vehicles-motorcycles',
      brand: 'Yamaha',
      model: 'MT-07',
      year: 2019,
      mileageKm: 18_000,
      condition: 'good',
    },
    5000,
    6500,
  ],
  [
    'Golf VII 2016 140,000 km',
    { categoryId: 'vehicles-cars', brand: 'VW', model: 'Golf', year: 2016, mileageKm: 140_000 },
    7000,
    12_000,
  ],
  [
    'Polo 2012 160,000 km',
    { categoryId: 'vehicles-cars', brand: 'VW', model: 'Polo', year: 2012, mileageKm: 160_000 },
    3000,
    6500,
  ],
  [
    'BMW 320d 2018 120,000 km',
    { categoryId: 'vehicles-cars', brand: 'BMW', model: '320d', year: 2018, mileageKm: 120_000 },
    14_000,
    22_000,
  ],
  [
    'a motorbike, nothing else known',
    { categoryId: 'vehicles-motorcycles', text: 'Motorrad, fährt gut' },
    1500,
    9000,
  ],
  [
    'Vespa Primavera 2020',
    { categoryId: 'vehicles-scooters', model: 'Vespa Primavera 125', year: 2020, mileageKm: 9000 },
    2500,
    4200,
  ],
  ['Simson S51', { categoryId: 'vehicles-motorcycles', model: 'Simson S51', year: 1985 }, 1500, 3500],
  ['Xiaomi e-scooter', { categoryId: 'vehicles-e-scooters', model: 'Xiaomi Pro 2', year: 2023 }, 120, 300],
  [
    'new yoga mat',
    { categoryId: 'sports-leisure-fitness', text: 'Yogamatte lila', condition: 'new' },
    10,
    25,
  ],
  ['treadmill', { categoryId: 'sports-leisure-fitness', text: 'Laufband klappbar' }, 120, 450],
  [
    'Kallax 4×4',
    { categoryId: 'home-furniture-shelves', brand: 'IKEA', text: 'Kallax Regal 4x4 weiß' },
    40,
    80,
  ],
  ['Billy bookcase', { categoryId: 'home-furniture-shelves', brand: 'IKEA', model: 'Billy' }, 15, 50],
  ['euro coin album', { categoryId: 'collectibles-coins', text: 'Münzalbum mit Euro Kursmünzen' }, 20, 150],
  [
    '200 Pokémon cards',
    { categoryId: 'collectibles-trading-cards', text: '200 Pokemon Karten gemischt' },
    15,
    60,
  ],
  [
    'iPhone 13 128 GB',
    { categoryId: 'electronics-phones-smartphones', brand: 'Apple', model: 'iPhone 13', text: '128 GB blau' },
    300,
    420,
  ],
  ['iPhone 12 64 GB', { categoryId: 'electronics-phones-smartphones', model: 'iPhone 12 64GB' }, 160, 260],
  [
    'iPhone 15 Pro 256 GB',
    { categoryId: 'electronics-phones-smartphones', model: 'iPhone 15 Pro', text: '256GB' },
    550,
    800,
  ],
  [
    'Galaxy S21',
    { categoryId: 'electronics-phones-smartphones', brand: 'Samsung', model: 'Galaxy S21' },
    140,
    260,
  ],
  ['Galaxy S24 Ultra', { categoryId: 'electronics-phones-smartphones', model: 'Galaxy S24 Ultra' }, 600, 900],
  [
    'PS5 with disc drive',
    {
      categoryId: 'electronics-gaming-consoles',
      model: 'PS5',
      text: 'PlayStation 5 mit Laufwerk und 2 Controllern',
    },
    300,
    450,
  ],
  ['PS4 slim', { categoryId: 'electronics-gaming-consoles', model: 'PS4 Slim' }, 80, 170],
  ['Switch OLED', { categoryId: 'electronics-gaming-consoles', model: 'Nintendo Switch OLED' }, 180, 280],
  ['MacBook Air M1', { categoryId: 'electronics-computers-laptops', model: 'MacBook Air M1' }, 380, 600],
  // A screen size between the model's words ("14 inch") must not hide the chip after it.
  [
    'MacBook Pro 14 inch M1 Pro',
    {
      categoryId: 'electronics-computers-laptops',
      brand: 'Apple',
      model: 'MacBook Pro 14 inch',
      text: 'MacBook Pro 14 inch, M1 Pro, space grey',
    },
    900,
    1400,
  ],
  [
    'MacBook Air M2',
    { categoryId: 'electronics-computers-laptops', model: 'MacBook Air M2 8GB 256GB' },
    550,
    800,
  ],
  [
    'Canon EOS R6 body',
    { categoryId: 'electronics-photo-cameras', brand: 'Canon', model: 'EOS R6' },
    1000,
    1600,
  ],
  [
    'Sony A7 III body',
    { categoryId: 'electronics-photo-cameras', brand: 'Sony', model: 'Alpha 7 III' },
    850,
    1300,
  ],
  [
    'Cube Kathmandu Hybrid e-bike',
    { categoryId: 'sports-leisure-bicycles-ebikes', brand: 'Cube', model: 'Kathmandu Hybrid' },
    1300,
    2600,
  ],
  [
    'Prophete e-bike',
    { categoryId: 'sports-leisure-bicycles-ebikes', brand: 'Prophete', text: 'E-Bike 28 Zoll' },
    300,
    900,
  ],
  [
    'woom 4 kids bike',
    { categoryId: 'sports-leisure-bicycles-kids', brand: 'woom', model: 'woom 4' },
    180,
    350,
  ],
  [
    'child bike seat',
    { categoryId: 'vehicle-parts-bike-accessories', text: 'Fahrradsitz für Kinder' },
    15,
    70,
  ],
  [
    'seven volumes of Harry Potter',
    { categoryId: 'books-media-music-books-fiction', text: 'Harry Potter sieben Bände' },
    10,
    35,
  ],
  ['a paperback', { categoryId: 'books-media-music-books-fiction', text: 'Roman Taschenbuch' }, 1, 8],
  [
    '30 records',
    { categoryId: 'books-media-music-music-vinyl', text: '30 Schallplatten Rock und Pop' },
    50,
    200,
  ],
  ['six chairs', { categoryId: 'home-furniture-chairs', text: 'six dining chairs oak' }, 60, 250],
  ['office chair', { categoryId: 'home-furniture-chairs', text: 'Bürostuhl' }, 25, 120],
  ['floor lamp', { categoryId: 'home-lighting', text: 'Stehlampe' }, 15, 70],
  [
    'artificial bamboo plant',
    { categoryId: 'home-decor-plants', text: 'artificial bamboo plant in a brown pot' },
    8,
    35,
  ],
  [
    'Bugaboo Fox stroller',
    { categoryId: 'family-kids-strollers', brand: 'Bugaboo', model: 'Fox 3' },
    250,
    600,
  ],
  ['Hauck buggy', { categoryId: 'family-kids-strollers', brand: 'Hauck', text: 'Buggy' }, 20, 90],
  ['Zara dress', { categoryId: 'fashion-women-dresses', brand: 'Zara', text: 'Sommerkleid' }, 5, 25],
  ['H&M jumper', { categoryId: 'fashion-women-tops', brand: 'H&M', text: 'Strickpullover' }, 2, 12],
  [
    'Jack Wolfskin jacket',
    { categoryId: 'fashion-men-jackets', brand: 'Jack Wolfskin', text: 'Winterjacke' },
    20,
    70,
  ],
  ['Levi’s 501', { categoryId: 'fashion-men-trousers', brand: "Levi's", model: '501' }, 12, 40],
  [
    'LEGO Technic set',
    { categoryId: 'toys-games-building', brand: 'LEGO', text: 'LEGO Technic 42115' },
    30,
    250,
  ],
  ['board game', { categoryId: 'toys-games-board-games', text: 'Siedler von Catan' }, 8, 25],
  [
    'Fender Stratocaster',
    { categoryId: 'musical-instruments-guitars', brand: 'Fender', model: 'Stratocaster' },
    400,
    1200,
  ],
  ['Harley Benton guitar', { categoryId: 'musical-instruments-guitars', brand: 'Harley Benton' }, 50, 200],
  ['Weber gas grill', { categoryId: 'garden-diy-grills', brand: 'Weber', model: 'Spirit' }, 150, 450],
  [
    'Parkside drill',
    { categoryId: 'garden-diy-power-tools', brand: 'Parkside', text: 'Akkuschrauber' },
    15,
    60,
  ],
  [
    'Thermomix TM6',
    { categoryId: 'electronics-appliances-kitchen', brand: 'Vorwerk', model: 'Thermomix TM6' },
    550,
    900,
  ],
  ['Dyson V11', { categoryId: 'electronics-appliances-cleaning', model: 'Dyson V11' }, 150, 320],
  ['winter tyres, four', { categoryId: 'vehicle-parts-tyres', text: '4 Winterreifen 205/55 R16' }, 60, 250],
  [
    'motorbike helmet',
    { categoryId: 'vehicle-parts-motorcycle-gear', brand: 'Shoei', text: 'Motorradhelm' },
    60,
    300,
  ],
  ['AirPods Pro 2', { categoryId: 'electronics-audio-headphones', model: 'AirPods Pro 2' }, 90, 170],
];

describe('the reference price model', () => {
  it.each(plausible)('prices %s inside its plausible range', (_name, input, low, high) => {
    const reference = referencePrice(input, now);
    expect(reference).not.toBeNull();
    expect(reference!.euros).toBeGreaterThanOrEqual(low);
    expect(reference!.euros).toBeLessThanOrEqual(high);
  });

  it('has a typical price for every leaf of the taxonomy, the vehicles included', () => {
    const leaves = flattenTaxonomy().filter((category) => category.isLeaf);
    expect(leaves.filter((leaf) => !leafPrices[leaf.id]).map((leaf) => leaf.id)).toEqual([]);
    expect(Object.keys(leafPrices).filter((id) => !leaves.some((leaf) => leaf.id === id))).toEqual([]);
  });

  it('prices a parent category by its leaves and knows nothing of unknown ones', () => {
    expect(referencePrice({ categoryId: 'vehicles' }, now)?.uncertainty).toBe(1.2);
    expect(referencePrice({ categoryId: 'no-such-category' }, now)).toBeNull();
  });

  it('gives a give-away no price', () => {
    expect(referencePrice({ categoryId: 'home-lighting', priceKind: 'free' }, now)).toBeNull();
  });

  it('says what it came from and how sure it is', () => {
    const phone = referencePrice({ categoryId: 'electronics-phones-smartphones', model: 'iPhone 13' }, now)!;
    expect(phone).toMatchObject({ source: 'model', label: 'iphone 13', uncertainty: 0.3 });
    const cup = referencePrice({ categoryId: 'home-kitchen-tableware', text: 'Espressotasse' }, now)!;
    expect(cup.source).toBe('item');
    const lamp = referencePrice({ categoryId: 'home-lighting', brand: 'Louis Poulsen' }, now)!;
    expect(lamp).toMatchObject({ source: 'category', brandTier: 'premium' });
  });

  it('loses value with age and mileage for vehicles', () => {
    const at = (year: number, mileageKm: number) =>
      referencePrice({ categoryId: 'vehicles-cars', model: 'Golf', year, mileageKm }, now)!.euros;
    expect(at(2020, 60_000)).toBeGreaterThan(at(2015, 60_000));
    expect(at(2018, 50_000)).toBeGreaterThan(at(2018, 200_000));
  });

  it('lowers and raises with condition', () => {
    const at = (condition: 'new' | 'good' | 'fair') =>
      referencePrice({ categoryId: 'home-lighting', condition }, now)!.euros;
    expect(at('new')).toBeGreaterThan(at('good'));
    expect(at('good')).toBeGreaterThan(at('fair'));
  });
});

describe('counting pieces in a text', () => {
  it.each([
    ['200 Pokémon Karten', 200],
    ['Harry Potter, sieben Bände', 7],
    ['30 records, mostly jazz', 30],
    ['six chairs', 6],
    ['6er Set Gläser', 6],
    ['Kallax 4x4 weiß', 1],
    ['iPhone 13 128 GB', 1],
    ['2 Jahre alt', 1],
  ])('%s → %i', (text, quantity) => {
    expect(quantityFromText(text)).toBe(quantity);
  });
});

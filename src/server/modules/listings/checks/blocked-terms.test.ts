import { describe, expect, it } from 'vitest';
import { findBlockedTerm } from './blocked-terms';

describe('blocked terms in titles', () => {
  it.each([
    ['Pistole Walther P99 mit Munition', 'pistole'],
    ['Hunting rifle, barely used', 'rifle'],
    ['Kokain 10 g', 'kokain'],
    ['Premium weed from the Netherlands', 'weed'],
    ['Rolex Submariner Replika 1:1', 'replica'],
    ['Gucci bag replica, top quality', 'replica'],
    ['Nike Air Max Fake', 'replica'],
    ['Verkaufe Sofa, du Hurensohn', 'hurensohn'],
  ])('blocks %s', (title, term) => {
    expect(findBlockedTerm(title)).toBe(term);
  });

  it.each([
    'Wasserpistole für Kinder, blau',
    'Nerf Pistole Elite 2.0',
    'Heißklebepistole Bosch',
    'Massage gun with 6 heads',
    'iPhone 13 128 GB',
    'Methode Montessori Buch',
    'Signalhorn für Fahrrad',
    'Lederjacke Größe 38',
  ])('lets %s through', (title) => {
    expect(findBlockedTerm(title)).toBeNull();
  });
});

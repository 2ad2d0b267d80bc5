import { createZipfPicker, seededRandom } from '../support/zipf-picker';
import { cityLocations } from './measure';

/** Words people search with a place: the bench listings' nouns, German and English. */
const placeSearchWords = [
  'jacke',
  'sofa',
  'fahrrad',
  'kinderwagen',
  'laptop',
  'iphone',
  'lampe',
  'tisch',
  'stuhl',
  'schrank',
  'kamera',
  'handy',
  'fernseher',
  'gitarre',
  'kopfhörer',
  'bicycle',
  'stroller',
  'jacket',
  'table',
  'lamp',
  'camera',
  'headphones',
  'mantel',
  'regal',
  'bett',
  'monitor',
  'drucker',
  'puppe',
  'winterjacke',
  'waschmaschine',
];
const radiiKm = [10, 25, 50];

/**
 * "text + place + radius" searches (word x city x radius, 900 of them) in a fixed, shuffled order of
 * popularity, so the popular head mixes words, cities and radii rather than following the lists.
 */
export function placeSearchPool(): string[] {
  const pool: string[] = [];
  for (const word of placeSearchWords) {
    for (const loc of cityLocations) {
      for (const radius of radiiKm) {
        pool.push(`query=${encodeURIComponent(word)}&loc=${loc}&radius=${radius}`);
      }
    }
  }
  const random = seededRandom(2026);
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other] as string, pool[index] as string];
  }
  return pool;
}

/** A request path drawn by Zipf (rank k with probability ~ 1/k^exponent) from the pool. */
export function zipfSearchPaths(exponent: number, seed = 20): () => string {
  const picker = createZipfPicker(placeSearchPool(), { exponent, random: seededRandom(seed) });
  return () => `/api/search?${picker.pick()}`;
}

import { spellOutUmlauts } from '@shared/text/umlauts';
import { hashSeed, Rng } from '../../catalog-corpus/prng';

export interface DemoUser {
  email: string;
  /** Null for private sellers: they get a random password nobody knows. */
  password: string | null;
  roles: string[];
  displayName: string;
  cityId: string;
  /** Higher means more of the demo listings. */
  listingWeight: number;
  /**
   * Fixed reply statistics the seeded chat threads act out (issue 17: the figures are computed from
   * the chat); sellers without them get seeded random ones, null means no threads at all.
   */
  responseStats?: DemoResponseStats | null;
}

export interface DemoResponseStats {
  /** Share of buyer messages answered, 0..1. */
  rate: number;
  /** Typical minutes until a reply. */
  timeMinutes: number;
}

/** One account per role; the README lists them. For local use only. */
export const roleUsers: DemoUser[] = [
  {
    email: 'admin@kleinkram.local',
    password: 'admin-demo-password',
    roles: ['admin', 'buyer', 'seller'],
    displayName: 'Alex Admin',
    cityId: 'berlin',
    listingWeight: 0.5,
    // Shows the "no data yet" state of the seller card.
    responseStats: null,
  },
  {
    email: 'moderator@kleinkram.local',
    password: 'moderator-demo-password',
    roles: ['moderator', 'buyer'],
    displayName: 'Mo Moderator',
    cityId: 'hamburg',
    listingWeight: 0,
  },
  {
    email: 'seller@kleinkram.local',
    password: 'seller-demo-password',
    roles: ['buyer', 'seller'],
    displayName: 'Sina Seller',
    cityId: 'berlin',
    listingWeight: 2.5,
    responseStats: { rate: 0.97, timeMinutes: 18 },
  },
  {
    email: 'buyer@kleinkram.local',
    password: 'buyer-demo-password',
    roles: ['buyer'],
    displayName: 'Ben Buyer',
    cityId: 'koeln',
    listingWeight: 0,
  },
];

const privateSellerNames: Array<[displayName: string, cityId: string]> = [
  ['Lena K.', 'berlin'],
  ['Mehmet Y.', 'berlin'],
  ['Jonas', 'berlin'],
  ['Katarzyna N.', 'berlin'],
  ['Ole J.', 'hamburg'],
  ['Fatma Ö.', 'hamburg'],
  ['Greta', 'hamburg'],
  ['Finn O.', 'hamburg'],
  ['Sophie M.', 'muenchen'],
  ['Thomas B.', 'muenchen'],
  ['Chiara B.', 'muenchen'],
  ['Moritz', 'muenchen'],
  ['Emre K.', 'koeln'],
  ['Anna-Lena S.', 'koeln'],
  ['Luca F.', 'koeln'],
  ['Nora', 'koeln'],
  ['Aylin D.', 'frankfurt-am-main'],
  ['Sebastian K.', 'frankfurt-am-main'],
  ['Wei Z.', 'frankfurt-am-main'],
  ['Marie H.', 'frankfurt-am-main'],
  ['Tobias L.', 'stuttgart'],
  ['Elif Ş.', 'stuttgart'],
  ['Marco R.', 'stuttgart'],
  ['Hannah W.', 'stuttgart'],
  ['Niklas', 'duesseldorf'],
  ['Yasmin E.', 'duesseldorf'],
  ['Piotr W.', 'duesseldorf'],
  ['Amelie P.', 'duesseldorf'],
  ['Ahmad A.', 'dortmund'],
  ['Julia R.', 'dortmund'],
  ['Henrik', 'dortmund'],
  ['Carla D.', 'dortmund'],
  ['Svetlana P.', 'leipzig'],
  ['Felix T.', 'leipzig'],
  ['Leonie G.', 'leipzig'],
  ['Jan-Erik', 'leipzig'],
  ['Dimitri V.', 'bremen'],
  ['Luisa', 'bremen'],
  ['Ingrid', 'bremen'],
  ['Kofi A.', 'bremen'],
];

const emailLocalPart = (displayName: string) =>
  spellOutUmlauts(displayName.toLowerCase())
    .replace(/ş/g, 's')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

export const privateSellers: DemoUser[] = privateSellerNames.map(([displayName, cityId]) => ({
  email: `${emailLocalPart(displayName)}.${cityId}@sellers.kleinkram.local`,
  password: null,
  roles: ['buyer', 'seller'],
  displayName,
  cityId,
  listingWeight: 1,
}));

export const demoUsers: DemoUser[] = [...roleUsers, ...privateSellers];

/**
 * Reply statistics of a demo seller: the fixed ones, else seeded random ones (one in six without data).
 * A separate random stream, so adding these did not change any other seeded value.
 */
export function demoResponseStats(user: DemoUser, seed: number): DemoResponseStats | null {
  if (user.responseStats !== undefined) return user.responseStats;
  if (!user.roles.includes('seller')) return null;
  const rng = new Rng(hashSeed(seed, 'responses', user.email));
  if (rng.chance(1 / 6)) return null;
  return {
    rate: Math.round(rng.float(0.55, 1) * 100) / 100,
    timeMinutes: Math.round(5 + 475 * rng.float() ** 2.5),
  };
}

import type { Language } from '@shared/i18n/languages';
import { hashSeed, Rng } from '../../catalog-corpus/prng';
import { demoSellerEmail } from './demo-commerce-plan';
import type { DemoListing } from './demo-listing-generator';
import { type DemoUser, demoResponseStats } from './demo-users.data';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface DemoChatMessage {
  senderEmail: string;
  body: string;
  at: Date;
}

/** A buyer's question about a listing, and the seller's answer when there is one. */
export interface DemoChatThread {
  listingSlug: string;
  buyerEmail: string;
  sellerEmail: string;
  messages: DemoChatMessage[];
  /** When the seller read the thread; null leaves the buyer's message unread (and unanswered). */
  sellerReadAt: Date | null;
  buyerReadAt: Date | null;
}

type Bi = Record<Language, string>;

const questions: Bi[] = [
  { de: 'Hallo, ist das noch zu haben?', en: 'Hi, is this still available?' },
  { de: 'Hallo! Wäre Abholung am Samstag möglich?', en: 'Hello! Could I pick it up on Saturday?' },
  {
    de: 'Gibt es Gebrauchsspuren, die man auf den Fotos nicht sieht?',
    en: 'Are there any marks the photos do not show?',
  },
  { de: 'Würdest du es auch verschicken?', en: 'Would you ship it as well?' },
  { de: 'Funktioniert alles einwandfrei?', en: 'Does everything work as it should?' },
  { de: 'Hast du noch die Originalverpackung?', en: 'Do you still have the original box?' },
];

const answers: Bi[] = [
  { de: 'Hallo, ja, ist noch da!', en: 'Hi, yes, it is still here!' },
  { de: 'Klar, Samstag passt mir gut. Vormittags?', en: 'Sure, Saturday works for me. In the morning?' },
  {
    de: 'Nein, alles sauber, nur minimale Spuren am Rand.',
    en: 'No, it is clean, only tiny marks at the edge.',
  },
  {
    de: 'Ja, Versand geht, am besten über den Kaufen-Button.',
    en: 'Yes, I can ship it, best through the Buy button.',
  },
  { de: 'Ja, alles getestet und in Ordnung.', en: 'Yes, all tested and fine.' },
  { de: 'Leider nicht mehr, ich packe es aber gut ein.', en: 'Not any more, but I will pack it well.' },
];

const thanks: Bi = { de: 'Super, danke!', en: 'Great, thanks!' };

/**
 * Chat threads behind the response figures (issue 17: rate and median first reply now come from
 * the chat). Each seller's reply rate and typical time are the old fixed or seeded statistics, now
 * acted out as threads; sellers without statistics get no threads ("no data yet"). Buyers are
 * private sellers, never the role accounts, whose threads the journeys open themselves.
 */
export function planDemoChatThreads(context: {
  seed: number;
  now: Date;
  users: DemoUser[];
  listings: DemoListing[];
}): DemoChatThread[] {
  const buyers = context.users.filter((user) => user.password === null);
  return context.users.flatMap((seller) => {
    const stats = demoResponseStats(seller, context.seed);
    if (!stats) return [];
    const listings = context.listings.filter(
      (listing) =>
        listing.sellerEmail === seller.email &&
        listing.status === 'PUBLISHED' &&
        listing.publishedAt !== null,
    );
    if (listings.length === 0) return [];
    const rng = new Rng(hashSeed(context.seed, 'chat-threads', seller.email));
    const count = seller.email === demoSellerEmail ? 12 : rng.int(3, 7);
    const seen = new Set<string>();
    const threads: DemoChatThread[] = [];
    for (let attempt = 0; attempt < count * 3 && threads.length < count; attempt += 1) {
      const listing = rng.pick(listings);
      const buyer = rng.pick(buyers.filter((user) => user.email !== seller.email));
      const key = `${listing.slug}|${buyer.email}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const lang = listing.language;
      const topic = rng.int(0, questions.length - 1);
      const askedMs =
        listing.publishedAt!.getTime() +
        rng.float(0.05, 0.9) * (context.now.getTime() - listing.publishedAt!.getTime());
      const answered = rng.chance(stats.rate);
      // Around the seller's typical time: a third quicker up to twice as long.
      const delayMs = Math.max(1, Math.round(stats.timeMinutes * rng.float(0.35, 1.9))) * MINUTE_MS;
      const followUpMs = rng.int(2, 90) * MINUTE_MS;
      const lastMs = askedMs + delayMs + followUpMs;
      const fits = lastMs < context.now.getTime() - MINUTE_MS;
      const asked = new Date(
        fits ? askedMs : context.now.getTime() - (delayMs + followUpMs + (2 * DAY_MS) / 24),
      );
      if (asked.getTime() < listing.publishedAt!.getTime()) continue;
      const messages: DemoChatMessage[] = [
        { senderEmail: buyer.email, body: questions[topic]![lang], at: asked },
      ];
      if (answered) {
        const repliedAt = new Date(asked.getTime() + delayMs);
        messages.push({ senderEmail: seller.email, body: answers[topic]![lang], at: repliedAt });
        if (rng.chance(0.5))
          messages.push({
            senderEmail: buyer.email,
            body: thanks[lang],
            at: new Date(repliedAt.getTime() + followUpMs),
          });
      }
      const last = messages[messages.length - 1]!.at;
      threads.push({
        listingSlug: listing.slug,
        buyerEmail: buyer.email,
        sellerEmail: seller.email,
        messages,
        sellerReadAt: answered ? last : null,
        buyerReadAt: last,
      });
    }
    return threads;
  });
}

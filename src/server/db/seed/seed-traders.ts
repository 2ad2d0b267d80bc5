import { traderProfiles } from '../schema/traders.schema';
import type { DbExecutor } from '../transaction';
import { privateSellers } from './demo-users.data';

/**
 * One demo seller sells commercially (issue 18, ADR 066), so the listing page's "Commercial
 * seller" badge and legal information can be seen without typing them in. Not
 * seller@kleinkram.local, whose journeys other tests walk as a private seller.
 */
const demoTrader = privateSellers.find((seller) => seller.email.startsWith('marco.r.'));

const demoTraderDetails = {
  legalName: 'Retro-Technik Rossi e.K.',
  street: 'Königstraße 28',
  postalCode: '70173',
  city: 'Stuttgart',
  country: 'DE',
  phone: '+49 711 2345678',
  email: 'kontakt@retro-technik-rossi.example',
  tradeRegisterNumber: 'HRA 734512',
  registerCourt: 'Amtsgericht Stuttgart',
  vatId: 'DE298765432',
};

/** Adds the demo trader's profile once; a profile already there (maybe switched back) is kept. */
export async function insertDemoTraders(
  tx: DbExecutor,
  userIds: Map<string, string>,
  now: Date,
): Promise<number> {
  const userId = demoTrader ? userIds.get(demoTrader.email) : undefined;
  if (!userId) return 0;
  const inserted = await tx
    .insert(traderProfiles)
    .values({
      userId,
      isTrader: true,
      ...demoTraderDetails,
      selfCertifiedAt: now,
      declaredAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ userId: traderProfiles.userId });
  return inserted.length;
}

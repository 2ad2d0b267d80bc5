import {
  type TraderDetails,
  type TraderProfile,
  traderDetailsSchema,
  type UpdateTraderProfile,
} from '@shared/traders/trader.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { presentPublicTraderInfo, presentTraderProfile, type SellerKindFacts } from './traders.presenter';
import { findTraderProfile, type TraderProfileRow, upsertTraderProfile } from './traders.repository';

/**
 * The stored details as they would be submitted today, or undefined when anything is missing, no
 * longer passes a rule, or was never self-certified. Rules that tighten later make old details
 * incomplete, and the seller is asked again rather than shown with details we would now refuse.
 */
function completeDetailsOf(row: TraderProfileRow | undefined): TraderDetails | undefined {
  if (!row) return undefined;
  const parsed = traderDetailsSchema.safeParse({
    legalName: row.legalName ?? '',
    street: row.street ?? '',
    postalCode: row.postalCode ?? '',
    city: row.city ?? '',
    country: row.country ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    tradeRegisterNumber: row.tradeRegisterNumber,
    registerCourt: row.registerCourt,
    vatId: row.vatId,
    selfCertified: row.selfCertifiedAt !== null,
  });
  return parsed.success ? parsed.data : undefined;
}

const detailsRequired = () =>
  new AppError('TRADER_DETAILS_REQUIRED', 'Complete and self-certify your trader information first');

export async function getMyTraderProfile(db: Db, userId: string): Promise<TraderProfile> {
  const row = await findTraderProfile(db, userId);
  return presentTraderProfile(row, completeDetailsOf(row) !== undefined);
}

/**
 * `PUT /traders/me` (ADR 066). Details, when given, passed the shared schema at the route and are
 * stored whichever way the switch goes. Switching to trader needs complete, self-certified
 * details, given now or stored before; switching back to private keeps them for the next time.
 */
export async function updateMyTraderProfile(
  db: Db,
  userId: string,
  update: UpdateTraderProfile,
  now = new Date(),
): Promise<TraderProfile> {
  const row = await runInTransaction(db, async (executor) => {
    const stored = await findTraderProfile(executor, userId);
    const isTrader = update.sellerKind === 'trader';
    if (isTrader && !update.details && !completeDetailsOf(stored)) throw detailsRequired();
    const details = update.details
      ? {
          legalName: update.details.legalName,
          street: update.details.street,
          postalCode: update.details.postalCode,
          city: update.details.city,
          country: update.details.country,
          phone: update.details.phone,
          email: update.details.email,
          tradeRegisterNumber: update.details.tradeRegisterNumber,
          registerCourt: update.details.registerCourt,
          vatId: update.details.vatId,
          selfCertifiedAt: now,
        }
      : {};
    const isSwitchingOn = isTrader && !stored?.isTrader;
    return upsertTraderProfile(
      executor,
      userId,
      { ...details, isTrader, ...(isSwitchingOn ? { declaredAt: now } : {}) },
      now,
    );
  });
  return presentTraderProfile(row, completeDetailsOf(row) !== undefined);
}

/**
 * What the listing page and the seller page show about a seller (one primary-key query): private,
 * or commercial with the legal information buyers are owed. A trader whose details are incomplete
 * is still shown as commercial, without information we could not stand behind.
 */
export async function sellerKindFacts(db: Db, sellerId: string): Promise<SellerKindFacts> {
  const row = await findTraderProfile(db, sellerId);
  if (!row?.isTrader) return { sellerKind: 'private', trader: null };
  const details = completeDetailsOf(row);
  return { sellerKind: 'trader', trader: details ? presentPublicTraderInfo(details) : null };
}

/**
 * Publishing rule (ADR 066): a commercial seller publishes only with complete trader information,
 * so no listing goes live without what buyers are owed. Private sellers are never asked.
 */
export async function assertMayPublishListings(db: Db, sellerId: string): Promise<void> {
  const row = await findTraderProfile(db, sellerId);
  if (row?.isTrader && !completeDetailsOf(row)) throw detailsRequired();
}

import type { PublicTraderInfo, StoredTraderDetails, TraderProfile } from '@shared/traders/trader.schema';
import type { SellerKind } from '@shared/traders/trader-constants';
import type { TraderProfileRow } from './traders.repository';

function storedDetailsOf(row: TraderProfileRow): StoredTraderDetails {
  return {
    legalName: row.legalName,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    tradeRegisterNumber: row.tradeRegisterNumber,
    registerCourt: row.registerCourt,
    vatId: row.vatId,
  };
}

/** The owner's view: everything stored, so the form can show it again. */
export function presentTraderProfile(row: TraderProfileRow | undefined, isComplete: boolean): TraderProfile {
  return {
    sellerKind: row?.isTrader ? 'trader' : 'private',
    details: row ? storedDetailsOf(row) : null,
    isComplete,
    selfCertifiedAt: row?.selfCertifiedAt?.toISOString() ?? null,
    declaredAt: row?.declaredAt?.toISOString() ?? null,
  };
}

/** What buyers see (ADR 066): the legal information of a commercial seller, never dates or drafts. */
export function presentPublicTraderInfo(details: Omit<PublicTraderInfo, 'selfCertified'>): PublicTraderInfo {
  return {
    legalName: details.legalName,
    street: details.street,
    postalCode: details.postalCode,
    city: details.city,
    country: details.country,
    phone: details.phone,
    email: details.email,
    tradeRegisterNumber: details.tradeRegisterNumber,
    registerCourt: details.registerCourt,
    vatId: details.vatId,
    selfCertified: true,
  };
}

export interface SellerKindFacts {
  sellerKind: SellerKind;
  trader: PublicTraderInfo | null;
}

import type { Db } from '../../db/database';
import { sumSellerResponses } from './chat-response-figures.repository';

/** Response figures look at the threads of the last 90 days (ADR 060). */
export const responseWindowDays = 90;
/** Below this many buyer-started threads the figures say too little to show. */
export const responseMinimumThreads = 3;

export interface SellerResponseFigures {
  /** Share of buyer-started threads the seller answered, 0..1. */
  responseRate: number;
  /** Median minutes to the seller's first answer; null when none was answered. */
  responseTimeMinutes: number | null;
  threads: number;
}

/**
 * What the chat knows about how a seller answers (spec §3 seller responseRate/responseTime): null
 * when fewer than `responseMinimumThreads` buyer threads were opened in the window.
 */
export async function sellerResponseFigures(
  db: Db,
  sellerId: string,
  now = new Date(),
): Promise<SellerResponseFigures | null> {
  const since = new Date(now.getTime() - responseWindowDays * 24 * 60 * 60 * 1000);
  const { threads, answered, medianMinutes } = await sumSellerResponses(db, sellerId, since);
  if (threads < responseMinimumThreads) return null;
  return {
    responseRate: answered / threads,
    responseTimeMinutes: medianMinutes === null ? null : Math.round(medianMinutes),
    threads,
  };
}

import { randomBytes } from 'node:crypto';
import type { MarketplaceConnection } from '@shared/marketplaces/marketplace.schema';
import type { Config, EbayConfig } from '../../config/env';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { getFeatureFlagsFor } from '../feature-flags/feature-flags.service';
import { createEbayClient, EbayApiError, type EbayCallRecord, type EbayClient } from './ebay/ebay-client';
import { openMarketplaceToken, sealMarketplaceToken } from './marketplace-token-box';
import { presentConnection } from './marketplaces.presenter';
import {
  deleteAccount,
  findAccount,
  insertConnectState,
  insertMarketplaceEvent,
  type MarketplaceAccountRow,
  takeConnectState,
  updateAccount,
  upsertAccount,
} from './marketplaces.repository';

export interface MarketplaceContext {
  db: Db;
  config: Pick<Config, 'ebay' | 'marketplaceTokenKey' | 'publicUrl'>;
}

const connectStateLifetimeMs = 10 * 60_000;
/** A token that expires within this is refreshed before the call (eBay's live for two hours). */
const refreshMarginMs = 5 * 60_000;
export const defaultReturnTo = '/seller/workspace?section=integrations';

/** Thrown when eBay refused the refresh token: the seller must connect eBay again. */
export class ReconnectRequiredError extends Error {}

/** Spec §6: publishing to eBay is for sellers whose flag (user, rollout cohort or everyone) is on. */
export async function isEbayAvailableFor(db: Db, userId: string): Promise<boolean> {
  const flags = await getFeatureFlagsFor(db, userId);
  return flags.some((flag) => flag.key === 'ebayMarketplaceLaunch' && flag.enabled);
}

/** A client whose every call becomes a marketplace event of the seller (and listing, job). */
export function ebayClientFor(
  context: MarketplaceContext,
  ebay: EbayConfig,
  owner: { sellerId: string; listingId?: string | null; jobId?: string | null },
  onCall?: (call: EbayCallRecord) => void,
): EbayClient {
  return createEbayClient(ebay, {
    timeoutMs: ebay.timeoutMs,
    record: async (call) => {
      onCall?.(call);
      await insertMarketplaceEvent(context.db, {
        sellerId: owner.sellerId,
        listingId: owner.listingId ?? null,
        jobId: owner.jobId ?? null,
        channel: 'ebay',
        operation: call.operation,
        result: call.result,
        responseCode: call.responseCode,
        externalErrorId: call.externalErrorId,
        message: call.message,
        durationMs: call.durationMs,
      });
    },
  });
}

export async function getEbayConnection(
  context: MarketplaceContext,
  userId: string,
): Promise<MarketplaceConnection> {
  const [available, account] = await Promise.all([
    isEbayAvailableFor(context.db, userId),
    findAccount(context.db, userId, 'ebay'),
  ]);
  return presentConnection({ configured: Boolean(context.config.ebay), available, account });
}

/** `POST /api/marketplaces/ebay/connect`: a state bound to the user, and eBay's consent page. */
export async function startEbayConnect(
  context: MarketplaceContext,
  userId: string,
  returnTo: string | undefined,
): Promise<{ authorizeUrl: string }> {
  const ebay = context.config.ebay;
  if (!ebay) throw new AppError('NOT_CONFIGURED', 'eBay is not set up on this site.');
  if (!(await isEbayAvailableFor(context.db, userId))) {
    throw new AppError('FORBIDDEN', 'Publishing to eBay is not available for your account yet.');
  }
  const state = randomBytes(24).toString('base64url');
  await insertConnectState(context.db, {
    state,
    userId,
    channel: 'ebay',
    returnTo: returnTo ?? defaultReturnTo,
    expiresAt: new Date(Date.now() + connectStateLifetimeMs),
  });
  const client = ebayClientFor(context, ebay, { sellerId: userId });
  return { authorizeUrl: client.authorizeUrl(state) };
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;

/**
 * `GET /api/marketplaces/ebay/callback`: eBay sends the browser back with `code` and our `state`.
 * The state names the user (the browser carries no bearer token here); an unknown, expired or
 * replayed state connects nobody. Answers where to send the browser.
 */
export async function completeEbayConnect(
  context: MarketplaceContext,
  query: { code?: string; state?: string; error?: string },
): Promise<string> {
  const ebay = context.config.ebay;
  if (!query.state) return withQuery(defaultReturnTo, { ebay: 'error', reason: 'state_mismatch' });
  const connectState = await takeConnectState(context.db, query.state, 'ebay');
  if (!connectState) return withQuery(defaultReturnTo, { ebay: 'error', reason: 'state_mismatch' });
  const back = (outcome: Record<string, string>) => withQuery(connectState.returnTo, outcome);
  if (!ebay) return back({ ebay: 'error', reason: 'not_configured' });
  if (query.error || !query.code) return back({ ebay: 'error', reason: 'declined' });
  const client = ebayClientFor(context, ebay, { sellerId: connectState.userId });
  try {
    const tokens = await client.exchangeCode(query.code);
    const user = await client.getUser(tokens.accessToken).catch(() => ({ username: null }));
    const now = Date.now();
    const account = await upsertAccount(context.db, {
      userId: connectState.userId,
      channel: 'ebay',
      environment: ebay.environment,
      externalUserName: user.username,
      accessTokenEncrypted: sealMarketplaceToken(context.config.marketplaceTokenKey, tokens.accessToken),
      accessTokenExpiresAt: new Date(now + tokens.expiresInSeconds * 1000),
      refreshTokenEncrypted: sealMarketplaceToken(context.config.marketplaceTokenKey, tokens.refreshToken),
      refreshTokenExpiresAt:
        tokens.refreshTokenExpiresInSeconds === null
          ? null
          : new Date(now + tokens.refreshTokenExpiresInSeconds * 1000),
      scopes: [],
      merchantLocationKey: null,
      fulfillmentPolicyId: null,
      paymentPolicyId: null,
      returnPolicyId: null,
      ordersPolledAt: new Date(now),
    });
    // What is missing on eBay shows in the checklist at once; a failure here is checked again at publish.
    await refreshSellerSetup(client, tokens.accessToken, context, account).catch(() => undefined);
    return back({ ebay: 'connected' });
  } catch (error) {
    return back({
      ebay: 'error',
      reason: error instanceof EbayApiError ? 'token_exchange_failed' : 'unexpected',
    });
  }
}

export async function disconnectEbay(context: MarketplaceContext, userId: string): Promise<void> {
  await deleteAccount(context.db, userId, 'ebay');
}

/**
 * A usable access token: refreshed (refresh token grant) when it expires within five minutes.
 * eBay refusing the refresh token marks the account revoked and throws ReconnectRequiredError.
 */
export async function accessTokenFor(
  context: MarketplaceContext,
  client: EbayClient,
  account: MarketplaceAccountRow,
  now = new Date(),
): Promise<string> {
  if (account.status === 'revoked') throw new ReconnectRequiredError('eBay access was revoked');
  const key = context.config.marketplaceTokenKey;
  if (account.accessTokenExpiresAt.getTime() - now.getTime() > refreshMarginMs) {
    return openMarketplaceToken(key, account.accessTokenEncrypted);
  }
  let refreshToken: string;
  try {
    refreshToken = openMarketplaceToken(key, account.refreshTokenEncrypted);
  } catch {
    // Sealed with another key (the key changed): only a new connect helps.
    await updateAccount(context.db, account.id, { status: 'revoked' });
    throw new ReconnectRequiredError('stored eBay token cannot be opened');
  }
  try {
    const refreshed = await client.refreshAccessToken(refreshToken);
    const expiresAt = new Date(now.getTime() + refreshed.expiresInSeconds * 1000);
    await updateAccount(context.db, account.id, {
      accessTokenEncrypted: sealMarketplaceToken(key, refreshed.accessToken),
      accessTokenExpiresAt: expiresAt,
    });
    account.accessTokenExpiresAt = expiresAt;
    return refreshed.accessToken;
  } catch (error) {
    if (error instanceof EbayApiError && (error.kind === 'rejected' || error.kind === 'unauthorized')) {
      await updateAccount(context.db, account.id, { status: 'revoked' });
      throw new ReconnectRequiredError(error.message);
    }
    throw error;
  }
}

export type MissingSetup = MarketplaceConnection['missingSetup'][number];

/**
 * Inventory location and the three business policies on EBAY_DE: eBay refuses an offer without
 * them. The first of each is used and stored; what is missing is answered for the seller's task.
 */
export async function refreshSellerSetup(
  client: EbayClient,
  token: string,
  context: MarketplaceContext,
  account: MarketplaceAccountRow,
): Promise<MissingSetup[]> {
  const [locations, fulfillment, payment, returns] = await Promise.all([
    client.getInventoryLocations(token),
    client.getFulfillmentPolicies(token),
    client.getPaymentPolicies(token),
    client.getReturnPolicies(token),
  ]);
  const setup = {
    merchantLocationKey: locations[0]?.merchantLocationKey ?? null,
    fulfillmentPolicyId: fulfillment[0]?.fulfillmentPolicyId ?? null,
    paymentPolicyId: payment[0]?.paymentPolicyId ?? null,
    returnPolicyId: returns[0]?.returnPolicyId ?? null,
  };
  await updateAccount(context.db, account.id, setup);
  Object.assign(account, setup);
  const missing: MissingSetup[] = [];
  if (!setup.merchantLocationKey) missing.push('inventory_location');
  if (!setup.fulfillmentPolicyId) missing.push('fulfillment_policy');
  if (!setup.paymentPolicyId) missing.push('payment_policy');
  if (!setup.returnPolicyId) missing.push('return_policy');
  return missing;
}

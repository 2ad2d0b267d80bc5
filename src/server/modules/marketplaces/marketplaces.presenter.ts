import type { MarketplaceConnection, PublishJob } from '@shared/marketplaces/marketplace.schema';
import type { MarketplaceAccountRow, PublishJobRow } from './marketplaces.repository';

/** Never the tokens: the checklist learns the state, the eBay user name and what is missing. */
export function presentConnection(input: {
  configured: boolean;
  available: boolean;
  account: MarketplaceAccountRow | undefined;
}): MarketplaceConnection {
  const { account } = input;
  const missingSetup: MarketplaceConnection['missingSetup'] = [];
  if (account && account.status === 'connected') {
    if (!account.merchantLocationKey) missingSetup.push('inventory_location');
    if (!account.fulfillmentPolicyId) missingSetup.push('fulfillment_policy');
    if (!account.paymentPolicyId) missingSetup.push('payment_policy');
    if (!account.returnPolicyId) missingSetup.push('return_policy');
  }
  return {
    channel: 'ebay',
    configured: input.configured,
    available: input.available,
    status: account ? account.status : 'not_connected',
    externalUserName: account?.externalUserName ?? null,
    environment: account?.environment ?? null,
    connectedAt: account ? account.connectedAt.toISOString() : null,
    missingSetup,
  };
}

export function presentPublishJob(row: PublishJobRow): PublishJob {
  return {
    id: row.id,
    listingId: row.listingId,
    channel: row.channel,
    operation: row.operation,
    status: row.status,
    attempts: row.attempts,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    externalErrorId: row.externalErrorId,
    warnings: row.warnings,
  };
}

import { runInTransaction } from '../../db/transaction';
import { markListingSoldElsewhere } from '../listings/listing-availability.service';
import { notifyMarketplaceSold } from '../notifications/notifications.service';
import { accessTokenFor, ebayClientFor, type MarketplaceContext } from './marketplace-accounts.service';
import {
  findListingChannelForLineItem,
  listConnectedAccounts,
  updateAccount,
  updateListingChannel,
} from './marketplaces.repository';

/** Orders are read a little before the last poll: an order created during a poll is not missed. */
const pollOverlapMs = 2 * 60_000;

/**
 * Every five minutes: each connected account's eBay orders since its last poll (Fulfillment API
 * getOrders, `filter=creationdate:[…]`). A line item matched to one of our listings (by SKU or
 * eBay item id) marks the listing sold here, ends its channel and tells the seller, once: a
 * channel already SOLD is skipped, and the notice has a dedupe key.
 */
export async function pollEbayOrders(context: MarketplaceContext, now = new Date()) {
  const ebay = context.config.ebay;
  if (!ebay) return { accounts: 0, sold: 0 };
  let sold = 0;
  const accounts = await listConnectedAccounts(context.db, 'ebay');
  for (const account of accounts) {
    const client = ebayClientFor(context, ebay, { sellerId: account.userId });
    try {
      const token = await accessTokenFor(context, client, account, now);
      const since = new Date((account.ordersPolledAt ?? account.connectedAt).getTime() - pollOverlapMs);
      const orders = await client.getOrders(token, since);
      for (const order of orders) {
        for (const item of order.lineItems) {
          const match = await findListingChannelForLineItem(context.db, account.id, item);
          if (!match || match.channel.status === 'SOLD') continue;
          const listingId = match.channel.listingId;
          await runInTransaction(context.db, async (executor) => {
            await markListingSoldElsewhere(executor, listingId);
            await updateListingChannel(executor, listingId, 'ebay', { status: 'SOLD', lastError: null });
            await notifyMarketplaceSold(executor, match.sellerId, {
              listingId,
              listingTitle: match.title,
              channel: 'ebay',
              externalOrderId: order.orderId,
            });
          });
          sold += 1;
        }
      }
      await updateAccount(context.db, account.id, { ordersPolledAt: now });
    } catch {
      // A revoked account was marked by accessTokenFor; eBay down or slow: the next poll reads the
      // same window again, since ordersPolledAt only moves after a complete read.
    }
  }
  return { accounts: accounts.length, sold };
}

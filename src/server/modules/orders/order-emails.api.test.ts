import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { checkoutHandoffs, orders } from '../../db/schema/orders.schema';
import { users } from '../../db/schema/users.schema';
import type { JobPayloads, JobQueue } from '../../jobs/job-queue';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { defaultHandoffLatencyMs } from './checkout-handoffs.service';
import { sendOrderStatusEmail } from './order-notices.service';
import { orderRequests, publishBuyableListing } from './orders.test-support';

/** Issue 17: order emails in the recipient's language through the job, and the checkout hand-off figure. */
describe('order emails and checkout hand-offs', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let seller: TestUser;
  let buyer: TestUser;
  let api: ReturnType<typeof orderRequests>;
  const queued: JobPayloads['order-status-email'][] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({
      smtpUrl: inbox.url,
      beforeReady: (app) => {
        const jobs: JobQueue = {
          ...app.deps.jobs,
          isEnabled: true,
          async send(name, payload) {
            if (name === 'order-status-email') queued.push(payload as JobPayloads['order-status-email']);
            return 'job-id';
          },
        };
        app.deps.jobs = jobs;
      },
    });
    api = orderRequests(context);
    seller = await createTestUser(context, {
      label: 'mail-seller',
      roles: ['seller'],
      displayName: 'Sam Seller',
    });
    buyer = await createTestUser(context, { label: 'mail-buyer', displayName: 'Bea Buyer' });
    await context.database.db
      .update(users)
      .set({ preferences: sql`${users.preferences} || '{"mailLanguage":"de"}'::jsonb` })
      .where(eq(users.id, buyer.id));
  });
  afterAll(async () => {
    await context.database.db.delete(orders).where(eq(orders.buyerId, buyer.id));
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
    await inbox.close();
  });

  const runQueued = async () => {
    const jobs = queued.splice(0);
    for (const job of jobs)
      await sendOrderStatusEmail(
        { db: context.database.db, deps: context.app.deps, publicUrl: context.app.deps.config.publicUrl },
        job,
      );
    return jobs;
  };

  it('emails the other side of every change, each in their language, after the commit', async () => {
    const listing = await publishBuyableListing(context, seller, { title: 'Oak writing desk, two drawers' });
    const { order } = await api.placed(buyer, [listing.id]);
    expect(await runQueued()).toEqual([{ orderId: order.id, status: 'created', recipient: 'seller' }]);
    const toSeller = await inbox.waitForMail((mail) => mail.to.includes(seller.email));
    expect(toSeller.subject).toBe(`New order ${order.reference}: Oak writing desk, two drawers`);
    expect(toSeller.text).toContain(
      `http://localhost:3000/seller/workspace?section=orders&order=${order.id}`,
    );

    api.orderOf(await api.move(seller, order.id, 'hand-over', { code: order.handoverCode ?? '' }));
    expect(await runQueued()).toEqual([{ orderId: order.id, status: 'handed_over', recipient: 'buyer' }]);
    const toBuyer = await inbox.waitForMail((mail) => mail.to.includes(buyer.email));
    expect(toBuyer.subject).toBe(`Bestellung ${order.reference} wurde übergeben`);
    expect(toBuyer.text).toContain(`http://localhost:3000/orders/${order.id}`);
    expect(toBuyer.text).toContain('14 Tagen');
  });

  it('records hand-off latencies and shows their median on the listing page', async () => {
    const listing = await publishBuyableListing(context, seller);
    const detail = async () => {
      const response = await context.app.inject({ method: 'GET', url: `/api/listings/${listing.slug}` });
      return listingDetailResponseSchema.parse(response.json()).data.listing.externalCheckout;
    };
    await context.database.db.delete(checkoutHandoffs).where(eq(checkoutHandoffs.channel, 'kleinkram'));
    expect(await detail()).toEqual({
      channel: 'kleinkram',
      target: 'checkout',
      url: `/checkout?listings=${listing.id}`,
      label: 'Buy now',
      highlight: true,
      expectedHandoffLatencyMs: defaultHandoffLatencyMs,
    });
    for (const latencyMs of [900, 1_100, 3_000]) {
      const response = await api.inject(null, 'POST', '/checkout/handoffs', {
        listingId: listing.id,
        channel: 'kleinkram',
        latencyMs,
      });
      expect(response.statusCode, response.body).toBe(204);
    }
    expect((await detail())?.expectedHandoffLatencyMs).toBe(1_100);
    await api.placed(buyer, [listing.id]);
    expect(await detail()).toBeNull();
  });
});

import { errorResponseSchema } from '@shared/api/error.schema';
import { reviewRequestCooldownMs, reviewRequestResponseSchema } from '@shared/reviews/review.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { notifications } from '../../db/schema/search.schema';
import { reviewRequests } from '../../db/schema/trust.schema';
import { users } from '../../db/schema/users.schema';
import type { JobQueue } from '../../jobs/job-queue';
import { createTestListings } from '../../test/listing-factory';
import { createTestOrder } from '../../test/order-factory';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { requestReview, sendReviewRequestEmail } from './review-requests.service';

/** Issue 17, spec §4: a seller asks the buyer of a completed order for a review, with a cooldown. */
describe('review requests API', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: string;

  const ask = (user: TestUser, orderId: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review-request`,
      headers: user.headers,
    });
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const order = (status: 'completed' | 'paid' = 'completed') =>
    createTestOrder(context, { buyerId: buyer.id, sellerId: seller.id, listingIds: [listingId], status });
  const mailContext = () => ({
    db: context.database.db,
    mailer: context.app.deps.mailer,
    publicUrl: context.app.deps.config.publicUrl,
  });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({ smtpUrl: inbox.url });
    seller = await createTestUser(context, {
      label: 'request-seller',
      roles: ['seller'],
      displayName: 'Sven Seller',
    });
    buyer = await createTestUser(context, { label: 'request-buyer', displayName: 'Bea Buyer' });
    [listingId] = (await createTestListings(context, { sellerId: seller.id, count: 1 })) as [string];
    await context.database.db
      .update(listings)
      .set({ title: 'Oak bookshelf' })
      .where(eq(listings.id, listingId));
  });

  afterAll(async () => {
    await context.close();
    await inbox.close();
  });

  it('tells the buyer in-app, then refuses another request within the cooldown with the retry time', async () => {
    const orderId = await order();
    const first = await ask(seller, orderId);
    expect(first.statusCode, first.body).toBe(201);
    const { requestedAt, nextRequestAt } = reviewRequestResponseSchema.parse(first.json()).data;
    expect(new Date(nextRequestAt).getTime() - new Date(requestedAt).getTime()).toBe(reviewRequestCooldownMs);

    const [notice] = await context.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'review_requested')));
    expect(notice).toMatchObject({ category: 'order', actionTo: `/orders/${orderId}` });
    expect(notice?.payload).toMatchObject({ sellerName: 'Sven Seller', listingTitle: 'Oak bookshelf' });

    const second = await ask(seller, orderId);
    expect(second.statusCode).toBe(409);
    const error = errorOf(second);
    expect(error.code).toBe('REVIEW_REQUEST_COOLDOWN');
    expect(error.details).toEqual({ retryAt: nextRequestAt });

    // After the cooldown the seller may ask again.
    const later = new Date(new Date(requestedAt).getTime() + reviewRequestCooldownMs + 1000);
    await requestReview(context.app.deps, seller.id, orderId, later);
    const rows = await context.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.orderId, orderId));
    expect(rows).toHaveLength(2);
  });

  it('refuses the buyer, an order that is not completed, and an order already reviewed', async () => {
    const completed = await order();
    const byBuyer = await ask(buyer, completed);
    expect(byBuyer.statusCode).toBe(403);
    expect(errorOf(byBuyer).code).toBe('REVIEW_NOT_ALLOWED');
    const paid = await ask(seller, await order('paid'));
    expect(errorOf(paid).code).toBe('REVIEW_NOT_ALLOWED');

    const reviewed = await context.app.inject({
      method: 'POST',
      url: `/api/orders/${completed}/review`,
      headers: buyer.headers,
      payload: { rating: 5 },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const afterReview = await ask(seller, completed);
    expect(afterReview.statusCode).toBe(409);
    expect(errorOf(afterReview).code).toBe('REVIEW_ALREADY_EXISTS');
  });

  it('queues the email after the transaction and sends it in the buyer’s language with the order link', async () => {
    const sent: { name: string; payload: unknown }[] = [];
    const jobs: JobQueue = {
      ...context.app.deps.jobs,
      isEnabled: true,
      async send(name, payload) {
        sent.push({ name, payload });
        return 'job-id';
      },
    };
    const orderId = await order();
    await requestReview({ ...context.app.deps, jobs }, seller.id, orderId);
    const [request] = await context.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.orderId, orderId));
    expect(sent).toEqual([{ name: 'review-request-email', payload: { requestId: request?.id } }]);

    await context.database.db
      .update(users)
      .set({ preferences: { mailLanguage: 'de' } })
      .where(eq(users.id, buyer.id));
    expect(await sendReviewRequestEmail(mailContext(), request!.id)).toBe('sent');
    const mail = await inbox.waitForMail((item) => item.to.includes(buyer.email.toLowerCase()));
    expect(mail.subject).toContain('Sven Seller bittet um deine Bewertung zu „Oak bookshelf“');
    expect(mail.text).toContain(`http://localhost:3000/orders/${orderId}`);

    // Once reviewed, a late job sends nothing.
    await context.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review`,
      headers: buyer.headers,
      payload: { rating: 4 },
    });
    expect(await sendReviewRequestEmail(mailContext(), request!.id)).toBe('reviewed');
  });
});

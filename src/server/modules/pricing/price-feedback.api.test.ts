import { randomUUID } from 'node:crypto';
import {
  type PriceFeedbackRequest,
  priceFeedbackListResponseSchema,
  priceFeedbackResponseSchema,
} from '@shared/pricing/pricing.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceFeedback } from '../../db/schema/listing-drafts.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { createPricingFixtures } from './pricing.test-support';

describe('price feedback API', () => {
  let context: TestContext;
  let fixtures: ReturnType<typeof createPricingFixtures>;
  let seller: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    fixtures = createPricingFixtures(context);
    seller = await createTestUser(context, { label: 'price-feedback', roles: ['seller'] });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  const post = (user: TestUser, payload: Partial<PriceFeedbackRequest> & Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: '/api/price-feedback',
      headers: user.headers,
      payload: { categoryId: 'fashion-women-jackets', suggestion: 40, chosenPrice: 40, ...payload },
    });
  const submit = async (user: TestUser, payload: Partial<PriceFeedbackRequest>) => {
    const response = await post(user, payload);
    expect(response.statusCode, response.body).toBe(201);
    return priceFeedbackResponseSchema.parse(response.json()).data.feedback;
  };
  const list = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/price-feedback',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return priceFeedbackListResponseSchema.parse(response.json()).data.feedback;
  };

  it('derives delta and disposition on the server, to the cent', async () => {
    const user = await createTestUser(context, { label: 'price-feedback-kinds', roles: ['seller'] });
    const draftId = await fixtures.insertDraft(user.id, { categoryId: 'fashion-women-jackets' });
    expect(await submit(user, { suggestion: 40, chosenPrice: 40.004, draftId })).toMatchObject({
      delta: 0,
      disposition: 'accepted',
      chosenPrice: 40,
      saleMatch: null,
      note: null,
    });
    expect(
      await submit(user, { suggestion: 40, chosenPrice: 35.5, note: ' Etwas günstiger ' }),
    ).toMatchObject({
      delta: -4.5,
      disposition: 'lowered',
      note: 'Etwas günstiger',
    });
    expect(await submit(user, { suggestion: 19.99, chosenPrice: 20 })).toMatchObject({
      delta: 0.01,
      disposition: 'raised',
    });
    expect(await submit(user, { suggestion: 40, chosenPrice: 40, rejected: true })).toMatchObject({
      delta: 0,
      disposition: 'rejected',
    });
    const kept = await list(user);
    expect(kept.map((entry) => entry.disposition)).toEqual(['rejected', 'raised', 'lowered', 'accepted']);
  });

  it('keeps only the newest 20 per seller', async () => {
    for (let index = 1; index <= 23; index += 1)
      await submit(seller, { suggestion: 100, chosenPrice: 100 + index });
    const kept = await list(seller);
    expect(kept).toHaveLength(20);
    expect(kept.map((entry) => entry.chosenPrice)).toEqual(
      Array.from({ length: 20 }, (_, index) => 123 - index),
    );
    const rows = await context.database.db
      .select()
      .from(priceFeedback)
      .where(eq(priceFeedback.sellerId, seller.id));
    expect(rows).toHaveLength(20);
  });

  it('refuses someone else’s draft, unknown fields and buyers', async () => {
    const other = await createTestUser(context, { label: 'price-feedback-other', roles: ['seller'] });
    const othersDraft = await fixtures.insertDraft(other.id, { categoryId: 'fashion' });
    expect((await post(seller, { draftId: othersDraft })).statusCode).toBe(404);
    expect((await post(seller, { draftId: randomUUID() })).statusCode).toBe(404);
    expect((await post(seller, { delta: 3 })).statusCode).toBe(400);
    expect((await post(seller, { chosenPrice: 0 })).statusCode).toBe(400);
    // Buyers may sell (ADR 072); an account that only moderates may not.
    const moderator = await createTestUser(context, {
      label: 'price-feedback-moderator',
      roles: ['moderator'],
    });
    expect((await post(moderator, {})).statusCode).toBe(403);
    expect(await list(other)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { type DraftSnapshotInput, listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDrafts } from '../../db/schema/listing-drafts.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

const snapshot = (title: string): DraftSnapshotInput => ({
  formatVersion: 1,
  fields: { language: 'en', title, priceValue: 40, condition: 'good' },
});

/**
 * Issue 20, ADR 085: the editor's first save creates the draft and is retried with backoff; when
 * the first attempt committed but its answer was lost (a node died), the retry must not make a
 * second draft. The client chooses the draft's id once; the repeat finds it.
 */
describe('creating a draft again after a lost answer', () => {
  let context: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'draft-retry-seller', roles: ['seller'] });
    otherSeller = await createTestUser(context, { label: 'draft-retry-other', roles: ['seller'] });
  });
  afterAll(() => context.close());

  const create = (user: TestUser, body: object) =>
    context.app.inject({ method: 'POST', url: '/api/listing-drafts', headers: user.headers, payload: body });
  const draftsOf = (user: TestUser) =>
    context.database.db.select().from(listingDrafts).where(eq(listingDrafts.sellerId, user.id));

  it('keeps one draft with the newest snapshot when the same create is repeated', async () => {
    const id = randomUUID();
    const first = await create(seller, { id, snapshot: snapshot('Oak chair'), clientSessionId: 'tab-a' });
    expect(first.statusCode, first.body).toBe(201);
    expect(listingDraftResponseSchema.parse(first.json()).data.draft).toMatchObject({ id, version: 1 });

    // The retry carries what the seller typed meanwhile.
    const repeated = await create(seller, {
      id,
      snapshot: snapshot('Oak chair, sturdy'),
      clientSessionId: 'tab-a',
    });
    expect(repeated.statusCode, repeated.body).toBe(201);
    const draft = listingDraftResponseSchema.parse(repeated.json()).data.draft;
    expect(draft).toMatchObject({ id, version: 2 });
    const rows = await draftsOf(seller);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.snapshot.fields.title).toBe('Oak chair, sturdy');
  });

  it('answers VERSION_CONFLICT when another tab saved the draft since, and never touches another seller’s', async () => {
    const id = randomUUID();
    expect(
      (await create(seller, { id, snapshot: snapshot('Desk'), clientSessionId: 'tab-a' })).statusCode,
    ).toBe(201);
    const saved = await context.app.inject({
      method: 'PUT',
      url: `/api/listing-drafts/${id}`,
      headers: seller.headers,
      payload: { baseVersion: 1, snapshot: snapshot('Desk, from tab b'), clientSessionId: 'tab-b' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const late = await create(seller, {
      id,
      snapshot: snapshot('Desk, late retry'),
      clientSessionId: 'tab-a',
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(errorResponseSchema.parse(late.json()).error.code).toBe('VERSION_CONFLICT');

    const taken = await create(otherSeller, { id, snapshot: snapshot('Not mine'), clientSessionId: 'tab-c' });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(errorResponseSchema.parse(taken.json()).error.code).toBe('CONFLICT');
    expect(await draftsOf(otherSeller)).toEqual([]);
    const [row] = await context.database.db.select().from(listingDrafts).where(eq(listingDrafts.id, id));
    expect(row?.snapshot.fields.title).toBe('Desk, from tab b');
  });

  it('still creates a draft without an id, as older clients do', async () => {
    const response = await create(otherSeller, { snapshot: snapshot('Lamp'), clientSessionId: 'tab-a' });
    expect(response.statusCode, response.body).toBe(201);
  });
});

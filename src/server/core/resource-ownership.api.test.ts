import { apiContract } from '@shared/api/api-contract';
import type { EndpointDefinition } from '@shared/api/endpoint';
import { errorResponseSchema } from '@shared/api/error.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestThread, insertTestMessage } from '../modules/chat/chat-moderation.test-support';
import { createTestOrder } from '../test/order-factory';
import { createTestPhoto, publishableFields, publishTestListing } from '../test/published-listing-factory';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/user-factory';
import { type OwnedRecords, ownershipCases } from './resource-ownership.test-support';

const endpointOf = (operationId: string): EndpointDefinition => {
  const [group, name] = operationId.split('.');
  const endpoint = (apiContract as unknown as Record<string, Record<string, EndpointDefinition>>)[
    group ?? ''
  ]?.[name ?? ''];
  if (!endpoint) throw new Error(`${operationId} is not in the contract`);
  return endpoint;
};

/**
 * Resource ownership (issue 20 item 5, ADR 082): user B, signed in with the same roles as A and
 * with chat consent, asks for each of A's records by id. The answer is 404 (403 where the rule is
 * "only the buyer reviews"), in the error shape, and carries nothing of A's; afterwards A's records
 * are as A left them.
 */
describe('resource ownership', () => {
  let context: TestContext;
  let owner: TestUser;
  let intruder: TestUser;
  let records: OwnedRecords;
  const marker = `Ownership marker ${Date.now()}`;

  beforeAll(async () => {
    context = await createTestApp();
    owner = await createTestUser(context, { label: 'ownership-owner', roles: ['buyer', 'seller'] });
    const buyer = await createTestUser(context, { label: 'ownership-buyer', roles: ['buyer'] });
    intruder = await createTestUser(context, { label: 'ownership-intruder', roles: ['buyer', 'seller'] });
    const consent = await context.app.inject({
      method: 'POST',
      url: '/api/chat/consent',
      headers: intruder.headers,
      payload: { accepted: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);

    const saved = await context.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: owner.headers,
      payload: { label: marker, params: { query: 'ownership' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const draftPhoto = await createTestPhoto(context, owner.id);
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: owner.headers,
      payload: {
        snapshot: { formatVersion: 1, fields: publishableFields({ title: marker, mediaIds: [draftPhoto] }) },
        clientSessionId: 'owner',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draft } = listingDraftResponseSchema.parse(created.json()).data;
    const listing = await publishTestListing(context, owner, { title: `${marker} listing` });
    const thread = await createTestThread(context, { buyerId: buyer.id, sellerId: owner.id });
    const message = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: buyer.id,
      body: marker,
    });
    records = {
      savedSearchId: saved.json().data.savedSearch.id,
      draftId: draft.id,
      draftVersion: draft.version,
      listingId: listing.id,
      photoId: await createTestPhoto(context, owner.id),
      threadId: thread.id,
      messageId: message.id,
      orderId: await createTestOrder(context, {
        buyerId: buyer.id,
        sellerId: owner.id,
        listingIds: [listing.id],
        status: 'paid',
      }),
      completedOrderId: await createTestOrder(context, {
        buyerId: buyer.id,
        sellerId: owner.id,
        listingIds: [thread.listingId],
      }),
    };
  });
  afterAll(() => context.close());

  it.each(ownershipCases.map((ownershipCase) => [ownershipCase.operationId, ownershipCase] as const))(
    '%s refuses a stranger with A’s id and shows none of A’s data',
    async (_operationId, ownershipCase) => {
      const endpoint = endpointOf(ownershipCase.operationId);
      const payload = ownershipCase.payload?.(records);
      const response = await context.app.inject({
        method: endpoint.method,
        url: `/api${ownershipCase.url(records)}`,
        headers: intruder.headers,
        ...(payload ? { payload } : {}),
      });
      if (ownershipCase.emptyAnswer && response.statusCode === 200) {
        expect(response.json()).toEqual(ownershipCase.emptyAnswer);
      } else {
        expect([403, 404], response.body).toContain(response.statusCode);
        expect(errorResponseSchema.safeParse(response.json()).success, response.body).toBe(true);
      }
      expect(response.body).not.toContain(marker);
      expect(response.body).not.toContain(owner.email);
    },
  );

  it('leaves A’s records as they were', async () => {
    const asOwner = (url: string) =>
      context.app.inject({ method: 'GET', url: `/api${url}`, headers: owner.headers });
    const draft = await asOwner(`/listing-drafts/${records.draftId}`);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.draft.version).toBe(records.draftVersion);
    expect((await asOwner(`/media/${records.photoId}`)).statusCode).toBe(200);
    const searches = await asOwner('/saved-searches');
    expect(searches.json().data.savedSearches[0]?.label).toBe(marker);
    const order = await asOwner(`/orders/${records.orderId}`);
    expect(order.json().data.order.status).toBe('paid');
    const messages = await asOwner(`/chat/threads/${records.threadId}/messages`);
    expect(messages.json().data.messages.map((message: { body: string }) => message.body)).toEqual([marker]);
    const panel = await asOwner(`/seller/listings/${records.listingId}/panel`);
    expect(panel.statusCode, panel.body).toBe(200);
  });
});

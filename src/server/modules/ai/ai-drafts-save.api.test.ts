import { randomUUID } from 'node:crypto';
import { draftResponseSchema } from '@shared/ai/ai-drafts.schema';
import { errorResponseSchema } from '@shared/api/error.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDrafts } from '../../db/schema/listing-drafts.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

const transcript = 'Ich verkaufe meine schwarze Nike Jacke in Größe M, kaum getragen, für 40 Euro.';

/** ADR 040: one call drafts and saves the seller's server draft (the local provider drafts). */
describe('AI drafts saved as the seller’s server draft', () => {
  let context: TestContext;
  let seller: TestUser;
  let stranger: TestUser;
  const clientSessionId = `tab-${randomUUID()}`;
  const others: TestUser[] = [];

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'ai-save-seller', roles: ['seller'] });
    stranger = await createTestUser(context, { label: 'ai-save-stranger', roles: ['seller'] });
  });
  afterAll(async () => {
    for (const user of [seller, stranger, ...others]) {
      await context.database.db.delete(listingDrafts).where(eq(listingDrafts.sellerId, user.id));
    }
    await context.close();
  });

  const draft = (user: TestUser, saveTo?: object) =>
    context.app.inject({
      method: 'POST',
      url: '/api/ai/drafts',
      headers: user.headers,
      payload: { transcript, transcriptLanguage: 'de', language: 'de', ...(saveTo ? { saveTo } : {}) },
    });
  const readDraft = async (id: string, user = seller) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/listing-drafts/${id}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return listingDraftResponseSchema.parse(response.json()).data.draft;
  };

  it('creates a draft holding the suggestion and answers its id and version', async () => {
    const response = await draft(seller, { clientSessionId, locationSlug: 'potsdam' });
    expect(response.statusCode, response.body).toBe(201);
    const body = draftResponseSchema.parse(response.json()).data;
    const saved = body.listingDraft;
    expect(saved).toMatchObject({ version: 1, clientSessionId, listingId: null });
    if (!saved) throw new Error('no draft saved');
    expect(saved.snapshot.aiSuggestion).toMatchObject({
      title: body.draft.title,
      categoryId: body.draft.categoryId,
    });
    expect(saved.snapshot.fields).toMatchObject({
      language: 'de',
      title: body.draft.title,
      description: body.draft.description,
      priceValue: body.draft.price.value,
      locationSlug: 'potsdam',
      mediaIds: [],
    });
    expect(await readDraft(saved.id)).toEqual(saved);
  });

  it('answers a suggestion only without saveTo, as before', async () => {
    const response = await draft(seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(draftResponseSchema.parse(response.json()).data.listingDraft).toBeNull();
  });

  it('updates the given draft at its version, keeping the fields the seller changed', async () => {
    const created = draftResponseSchema.parse((await draft(seller, { clientSessionId })).json()).data
      .listingDraft;
    if (!created) throw new Error('no draft saved');
    const older = created.snapshot.aiSuggestion;
    if (!older) throw new Error('no suggestion saved');
    // Version 2: the seller changed the title; the description is still an earlier suggestion's.
    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/listing-drafts/${created.id}`,
      headers: seller.headers,
      payload: {
        baseVersion: 1,
        clientSessionId,
        snapshot: {
          ...created.snapshot,
          fields: {
            ...created.snapshot.fields,
            title: 'Meine Nike Jacke, Größe M',
            description: 'An earlier suggestion.',
          },
          aiSuggestion: { ...older, description: 'An earlier suggestion.' },
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await draft(seller, { clientSessionId, id: created.id, baseVersion: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const body = draftResponseSchema.parse(response.json()).data;
    expect(body.listingDraft).toMatchObject({ id: created.id, version: 3 });
    expect(body.listingDraft?.snapshot.fields.title).toBe('Meine Nike Jacke, Größe M');
    expect(body.listingDraft?.snapshot.fields.description).toBe(body.draft.description);
    expect(body.listingDraft?.snapshot.aiSuggestion?.description).toBe(body.draft.description);
    expect(await readDraft(created.id)).toEqual(body.listingDraft);

    // Saved past baseVersion meanwhile: the suggestion comes back unsaved, the draft stays.
    const outdated = await draft(seller, { clientSessionId, id: created.id, baseVersion: 2 });
    expect(outdated.statusCode, outdated.body).toBe(200);
    expect(draftResponseSchema.parse(outdated.json()).data.listingDraft).toBeNull();
    expect((await readDraft(created.id)).version).toBe(3);
  });

  it('refuses someone else’s draft, an unknown one, and a draft id without its version', async () => {
    // A seller of its own: each account may draft six times a minute.
    const owner = await createTestUser(context, { label: 'ai-save-owner', roles: ['seller'] });
    others.push(owner);
    const created = draftResponseSchema.parse((await draft(owner, { clientSessionId })).json()).data
      .listingDraft;
    if (!created) throw new Error('no draft saved');
    const foreign = await draft(stranger, { clientSessionId, id: created.id, baseVersion: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(errorResponseSchema.parse(foreign.json()).error.code).toBe('NOT_FOUND');
    expect(await readDraft(created.id, owner)).toEqual(created);

    const unknown = await draft(owner, { clientSessionId, id: randomUUID(), baseVersion: 1 });
    expect(unknown.statusCode).toBe(404);

    const withoutVersion = await draft(owner, { clientSessionId, id: created.id });
    expect(withoutVersion.statusCode).toBe(400);
    expect(errorResponseSchema.parse(withoutVersion.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('asks a confirmed email address to save, like every draft call, but not for a suggestion', async () => {
    const unconfirmed = await createTestUser(context, {
      label: 'ai-save-unconfirmed',
      roles: ['seller'],
      isEmailVerified: false,
    });
    others.push(unconfirmed);
    const response = await draft(unconfirmed, { clientSessionId });
    expect(response.statusCode).toBe(403);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await draft(unconfirmed)).statusCode).toBe(200);
  });
});

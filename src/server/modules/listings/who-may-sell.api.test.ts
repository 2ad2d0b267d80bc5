import { errorResponseSchema } from '@shared/api/error.schema';
import { tokenPairResponseSchema } from '@shared/auth/auth.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import { createTestPhoto, publishableFields } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { uniqueIp } from '../../test/test-users';
import { createTestUser, type TestUser } from '../../test/user-factory';

/**
 * ADR 072, spec §5 route access: every verified account whose roles are empty or contain admin,
 * seller or buyer may draft and publish; an account that only moderates may not.
 */
describe('who may sell', () => {
  let context: TestContext;
  let demoBuyer: { id: string; headers: { authorization: string } };
  beforeAll(async () => {
    context = await createTestApp();
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: uniqueIp(),
      payload: { email: 'buyer@kleinkram.local', password: 'buyer-demo-password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { accessToken } = tokenPairResponseSchema.parse(login.json()).data;
    const [row] = await context.database.db
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(eq(users.email, 'buyer@kleinkram.local'));
    if (!row) throw new Error('the demo buyer is not seeded');
    expect(row.roles).toEqual(['buyer']);
    demoBuyer = { id: row.id, headers: { authorization: `Bearer ${accessToken}` } };
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, demoBuyer.id));
    await context.close();
  });

  const draftAndPublish = async (user: { id: string; headers: { authorization: string } }) => {
    const mediaIds = [await createTestPhoto(context, user.id)];
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: user.headers,
      payload: {
        snapshot: {
          formatVersion: 1,
          fields: publishableFields({ title: 'Oak side table sold by a buyer account', mediaIds }),
        },
        clientSessionId: 'who-may-sell',
      },
    });
    if (created.statusCode !== 201) return { created, published: null };
    const { draft } = listingDraftResponseSchema.parse(created.json()).data;
    const published = await context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draft.id}/publish`,
      headers: user.headers,
      payload: { baseVersion: draft.version },
    });
    return { created, published };
  };

  it('lets the demo buyer (roles: buyer) draft and publish', async () => {
    const { created, published } = await draftAndPublish(demoBuyer);
    expect(created.statusCode, created.body).toBe(201);
    expect(published?.statusCode, published?.body).toBe(200);
    const [row] = await context.database.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.sellerId, demoBuyer.id));
    expect(row?.status).toBe('PUBLISHED');
  });

  it('lets an account without roles draft (it acts as a buyer)', async () => {
    const roleless: TestUser = await createTestUser(context, { label: 'sell-roleless', roles: [] });
    const { created, published } = await draftAndPublish(roleless);
    expect(created.statusCode, created.body).toBe(201);
    expect(published?.statusCode, published?.body).toBe(200);
    await context.database.db.delete(listings).where(eq(listings.sellerId, roleless.id));
  });

  it('refuses an account that only moderates', async () => {
    const moderator = await createTestUser(context, { label: 'sell-moderator', roles: ['moderator'] });
    const { created, published } = await draftAndPublish(moderator);
    expect(created.statusCode).toBe(403);
    expect(errorResponseSchema.parse(created.json()).error.code).toBe('FORBIDDEN');
    expect(published).toBeNull();
  });

  it('refuses a buyer whose email is not verified yet', async () => {
    const unverified = await createTestUser(context, {
      label: 'sell-unverified',
      roles: ['buyer'],
      isEmailVerified: false,
    });
    const { created } = await draftAndPublish(unverified);
    expect(created.statusCode).toBe(403);
    expect(errorResponseSchema.parse(created.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

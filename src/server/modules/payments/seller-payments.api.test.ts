import { randomBytes } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  sellerPaymentStatusResponseSchema,
  taxProfileResponseSchema,
} from '@shared/payments/payments.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sellerPaymentAccounts, sellerTaxProfiles } from '../../db/schema/orders.schema';
import { insertCompletedTestOrders, insertTestOrder } from '../../test/order-row-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { findPayoutHold } from './seller-payments.service';
import { openTaxId, taxIdKeyOf } from './tax-id-box';

const validTaxProfile = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Heidestraße 17',
  postalCode: '51147',
  city: 'Köln',
  country: 'DE',
  birthDate: '1984-08-12',
  taxId: '86 095 742 719',
};

/** Issue 17, ADR 058: DAC7 tax details and the seller's payout status, without Stripe configured. */
describe('seller payments API', () => {
  let context: TestContext;
  let buyer: TestUser;
  const sellers: TestUser[] = [];
  const taxIdKey = randomBytes(32);

  const newSeller = async () => {
    const seller = await createTestUser(context, { label: 'dac7-seller', roles: ['seller'] });
    sellers.push(seller);
    return seller;
  };
  const status = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/payments/seller-status',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return sellerPaymentStatusResponseSchema.parse(response.json()).data;
  };
  const putTaxProfile = (user: TestUser, payload: Record<string, unknown>) =>
    context.app.inject({ method: 'PUT', url: '/api/payments/tax-profile', headers: user.headers, payload });
  const enablePayouts = (user: TestUser) =>
    context.database.db.insert(sellerPaymentAccounts).values({
      userId: user.id,
      provider: 'stripe',
      accountId: `acct_${randomBytes(6).toString('hex')}`,
      payoutsEnabled: new Date(),
    });

  beforeAll(async () => {
    context = await createTestApp({ env: { TAX_ID_ENCRYPTION_KEY: taxIdKey.toString('base64') } });
    buyer = await createTestUser(context, { label: 'dac7-buyer' });
  });
  afterAll(async () => {
    for (const seller of sellers)
      await context.database.db.delete(orders).where(eq(orders.sellerId, seller.id));
    await context.close();
  });

  describe('tax profile', () => {
    it('is empty at first, and only sellers may read or write it', async () => {
      const seller = await newSeller();
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/payments/tax-profile',
        headers: seller.headers,
      });
      expect(taxProfileResponseSchema.parse(response.json()).data.profile).toBeNull();
      // Buyers may sell (ADR 072); an account that only moderates may not.
      const moderator = await createTestUser(context, { label: 'dac7-moderator', roles: ['moderator'] });
      const forModerator = await putTaxProfile(moderator, validTaxProfile);
      expect(forModerator.statusCode).toBe(403);
      expect(errorResponseSchema.parse(forModerator.json()).error.code).toBe('FORBIDDEN');
    });

    it.each([
      ['a German tax id with a wrong check digit', { taxId: '86095742710' }, 'body.taxId'],
      ['a German tax id of 10 digits', { taxId: '8609574271' }, 'body.taxId'],
      [
        'a foreign tax id of 5 characters',
        { country: 'AT', taxId: 'AB123', postalCode: '1010' },
        'body.taxId',
      ],
      ['a German postal code of 4 digits', { postalCode: '5114' }, 'body.postalCode'],
      ['a country that is not a code', { country: 'Germany' }, 'body.country'],
      ['an impossible birth date', { birthDate: '1984-02-30' }, 'body.birthDate'],
      ['a seller under 18', { birthDate: `${new Date().getUTCFullYear() - 10}-01-01` }, 'body.birthDate'],
      ['an empty first name', { firstName: '  ' }, 'body.firstName'],
    ])('refuses %s at its field, and stores nothing', async (_name, change, path) => {
      const seller = await newSeller();
      const response = await putTaxProfile(seller, { ...validTaxProfile, ...change });
      expect(response.statusCode).toBe(400);
      const error = errorResponseSchema.parse(response.json()).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      const issues = (error.details?.issues ?? []) as { path: string }[];
      expect(issues.map((issue) => issue.path)).toContain(path);
      const rows = await context.database.db
        .select()
        .from(sellerTaxProfiles)
        .where(eq(sellerTaxProfiles.userId, seller.id));
      expect(rows).toHaveLength(0);
    });

    it('refuses a missing field', async () => {
      const seller = await newSeller();
      const { taxId: _left, ...withoutTaxId } = validTaxProfile;
      const response = await putTaxProfile(seller, withoutTaxId);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('body.taxId');
    });

    it('stores the tax id encrypted and answers only its last 3 characters', async () => {
      const seller = await newSeller();
      const response = await putTaxProfile(seller, validTaxProfile);
      expect(response.statusCode).toBe(200);
      const profile = taxProfileResponseSchema.parse(response.json()).data.profile;
      expect(profile).toMatchObject({
        firstName: 'Erika',
        country: 'DE',
        birthDate: '1984-08-12',
        taxIdHint: '719',
      });
      expect(response.body).not.toContain('86095742719');
      expect(response.body).not.toContain('taxId"');
      const read = await context.app.inject({
        method: 'GET',
        url: '/api/payments/tax-profile',
        headers: seller.headers,
      });
      expect(read.body).not.toContain('86095742719');
      expect(taxProfileResponseSchema.parse(read.json()).data.profile?.taxIdHint).toBe('719');
      const [row] = await context.database.db
        .select()
        .from(sellerTaxProfiles)
        .where(eq(sellerTaxProfiles.userId, seller.id));
      expect(row?.taxIdEncrypted).not.toContain('86095742719');
      expect(row?.taxIdEncrypted).toMatch(/^v1\./);
      // Sealed with TAX_ID_ENCRYPTION_KEY (AES-256-GCM): it opens with that key and no other.
      expect(taxIdKeyOf(context.app.deps.config).equals(taxIdKey)).toBe(true);
      expect(openTaxId(taxIdKey, row?.taxIdEncrypted ?? '')).toBe('86095742719');
      expect(() => openTaxId(randomBytes(32), row?.taxIdEncrypted ?? '')).toThrow();
    });

    it('updates the details on a second save', async () => {
      const seller = await newSeller();
      await putTaxProfile(seller, validTaxProfile);
      const response = await putTaxProfile(seller, {
        ...validTaxProfile,
        city: 'Bonn',
        postalCode: '53111',
        country: 'DE',
        taxId: 'ab-123456',
      });
      expect(response.statusCode).toBe(400);
      const austrian = await putTaxProfile(seller, {
        ...validTaxProfile,
        city: 'Wien',
        postalCode: '1010',
        country: 'at',
        taxId: 'ab-123456',
      });
      expect(austrian.statusCode).toBe(200);
      expect(taxProfileResponseSchema.parse(austrian.json()).data.profile).toMatchObject({
        city: 'Wien',
        country: 'AT',
        taxIdHint: '456',
      });
    });
  });

  describe('seller status and DAC7 thresholds', () => {
    it('counts this year’s completed sales only, and asks for details from 30 sales on', async () => {
      const seller = await newSeller();
      const year = new Date().getUTCFullYear();
      await insertCompletedTestOrders(context, {
        buyerId: buyer.id,
        sellerId: seller.id,
        count: 29,
        itemsCents: 1_000,
      });
      // Not counted: last year's sale, and orders that did not complete.
      await insertTestOrder(context, {
        buyerId: buyer.id,
        sellerId: seller.id,
        completedAt: new Date(Date.UTC(year - 1, 11, 31, 23)),
      });
      await insertTestOrder(context, { buyerId: buyer.id, sellerId: seller.id, status: 'cancelled' });
      await insertTestOrder(context, { buyerId: buyer.id, sellerId: seller.id, status: 'shipped' });
      const below = await status(seller);
      expect(below).toMatchObject({
        isOnlinePaymentAvailable: false,
        payoutAccount: { status: 'none', enabledAt: null },
        year,
        completedSales: 29,
        revenue: 290,
        thresholds: { sales: 30, revenue: 2000 },
        isTaxProfileRequired: false,
        hasTaxProfile: false,
        payoutHold: 'payout_account',
      });
      await insertTestOrder(context, { buyerId: buyer.id, sellerId: seller.id, itemsCents: 1_000 });
      const reached = await status(seller);
      expect(reached).toMatchObject({ completedSales: 30, isTaxProfileRequired: true });
      await enablePayouts(seller);
      expect(await status(seller)).toMatchObject({
        payoutAccount: { status: 'enabled' },
        payoutHold: 'tax_details',
      });
      expect(await findPayoutHold(context.database.db, seller.id)).toBe('tax_details');
      await putTaxProfile(seller, validTaxProfile);
      expect(await status(seller)).toMatchObject({ hasTaxProfile: true, payoutHold: null });
      expect(await findPayoutHold(context.database.db, seller.id)).toBeNull();
    });

    it('asks for details from €2,000 revenue on, whatever the count', async () => {
      const seller = await newSeller();
      await insertTestOrder(context, { buyerId: buyer.id, sellerId: seller.id, itemsCents: 199_999 });
      expect(await status(seller)).toMatchObject({
        completedSales: 1,
        revenue: 1999.99,
        isTaxProfileRequired: false,
      });
      await insertTestOrder(context, { buyerId: buyer.id, sellerId: seller.id, itemsCents: 1 });
      expect(await status(seller)).toMatchObject({
        completedSales: 2,
        revenue: 2000,
        isTaxProfileRequired: true,
      });
    });

    it('keeps payouts free below the thresholds once the account is enabled', async () => {
      const seller = await newSeller();
      await enablePayouts(seller);
      expect(await status(seller)).toMatchObject({ payoutAccount: { status: 'enabled' }, payoutHold: null });
    });
  });

  describe('without Stripe configured', () => {
    it('answers NOT_CONFIGURED to payout onboarding and to webhooks', async () => {
      const seller = await newSeller();
      const onboarding = await context.app.inject({
        method: 'POST',
        url: '/api/payments/payout-account',
        headers: seller.headers,
      });
      expect(onboarding.statusCode).toBe(501);
      const error = errorResponseSchema.parse(onboarding.json()).error;
      expect(error).toMatchObject({
        code: 'NOT_CONFIGURED',
        message: 'Online payment is not set up on this server.',
      });
      const webhook = await context.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{"id":"evt_1"}',
      });
      expect(webhook.statusCode).toBe(501);
      expect(errorResponseSchema.parse(webhook.json()).error.code).toBe('NOT_CONFIGURED');
    });

    it('leaves every other JSON route parsing its body as before', async () => {
      const seller = await newSeller();
      const response = await putTaxProfile(seller, validTaxProfile);
      expect(response.statusCode).toBe(200);
    });
  });
});

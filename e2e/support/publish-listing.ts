import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { type DemoAccount, demoAccounts } from './accounts';

/**
 * The demo seller (or `account`) publishes a VB brass lamp the way the web does (ADR 038): their own photo, a
 * server draft, its publish. Journeys that need a listing of their own start from it.
 */
export async function publishSellerListing(
  request: APIRequestContext,
  options: {
    title: string;
    priceValue: number;
    clientSessionId: string;
    /** Editor fields to set besides the defaults, e.g. shipping options for the checkout journey. */
    fields?: Record<string, unknown>;
    /** Whose listing it is; the demo seller unless a journey needs someone else's. */
    account?: DemoAccount;
    /** Photo files under e2e/fixtures/media, in gallery order; one jacket photo unless a journey needs more. */
    photos?: string[];
  },
): Promise<{ id: string; slug: string }> {
  const account = options.account ?? demoAccounts.seller;
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const mediaIds: string[] = [];
  for (const photo of options.photos ?? ['jacket-front.jpg']) {
    const uploaded = await request.post('/api/media', {
      headers,
      multipart: {
        file: {
          name: photo,
          mimeType: 'image/jpeg',
          buffer: readFileSync(path.resolve(import.meta.dirname, '../fixtures/media', photo)),
        },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
    mediaIds.push(((await uploaded.json()) as { data: { asset: { id: string } } }).data.asset.id);
  }
  const created = await request.post('/api/listing-drafts', {
    headers,
    data: {
      clientSessionId: options.clientSessionId,
      snapshot: {
        formatVersion: 1,
        fields: {
          language: 'en',
          title: options.title,
          description: 'Old brass table lamp, fully working and in good shape, new cable, linen shade.',
          categoryId: 'home-lighting',
          priceValue: options.priceValue,
          isNegotiable: true,
          condition: 'good',
          locationSlug: 'berlin',
          offersPickup: true,
          mediaIds,
          ...options.fields,
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { draft } = ((await created.json()) as { data: { draft: { id: string; version: number } } }).data;
  const published = await request.post(`/api/listing-drafts/${draft.id}/publish`, {
    headers,
    data: { baseVersion: draft.version },
  });
  expect(published.ok(), await published.text()).toBeTruthy();
  return ((await published.json()) as { data: { listing: { id: string; slug: string } } }).data.listing;
}

// @vitest-environment jsdom
import type { DraftSnapshot, ListingDraft } from '@shared/listings/listing-editor.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { mediaAssetFixture } from '../../create/create-listing.test-helper';
import { discardablePhotoIds, openDraft } from '../../create/editor-link';
import { emptyDraftFields, snapshotOf } from '../draft-fields';
import { ListingEditor } from './listing-editor';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

const ownerId = '6f1c2a55-0000-4000-8000-000000000001';
const draftId = '7a0c2b1e-4444-4444-8444-444444444444';
const listingId = '9b0e0ee6-0b5c-4390-8187-56920e7f619b';
const photoId = '5d4c3b2a-1111-4111-8111-111111111111';

/** A draft opened by `POST /api/listings/{id}/draft`: the live listing's fields, bound to it. */
const editSnapshot: DraftSnapshot = snapshotOf(
  {
    ...emptyDraftFields('en', [photoId], 'berlin'),
    title: 'Walnut bookshelf with five shelves',
    description: 'Walnut bookshelf with five shelves, light marks on the side, easy to take apart.',
    categoryId: 'home-furniture-shelves',
    categoryPath: ['home', 'home-furniture', 'home-furniture-shelves'],
    priceValue: 80,
    condition: 'good',
  },
  null,
);
const editDraft = (overrides: Partial<ListingDraft> = {}): ListingDraft => ({
  id: draftId,
  version: 3,
  snapshot: editSnapshot,
  clientSessionId: 'workspace-tab',
  listingId,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:01.000Z',
  ...overrides,
});

type Handler = (method: string, path: string, body: unknown) => { status: number; body?: unknown };
let handler: Handler;
const requests: { method: string; path: string; body: unknown }[] = [];

describe('an edit draft of a live listing in the editor', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces([
      'listing-editor',
      'listing-fields',
      'locations',
      'create-listing',
      'ui',
      'marketplaces',
    ]);
  });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        const method = init.method ?? 'GET';
        requests.push({ method, path: url.pathname, body });
        const reply = handler(method, url.pathname, body);
        return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens by id and publishing lands on the listing’s page', async () => {
    handler = (method, path) => {
      if (method === 'GET' && path === `/api/listing-drafts/${draftId}`) {
        return { status: 200, body: { data: { draft: editDraft() } } };
      }
      if (method === 'GET' && path === '/api/media') {
        return {
          status: 200,
          body: { data: { assets: [mediaAssetFixture(photoId, { altTextStatus: 'accepted' })] } },
        };
      }
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (method === 'POST' && path === `/api/listing-drafts/${draftId}/publish`) {
        const listing = {
          id: listingId,
          slug: 'walnut-bookshelf-9b0e0ee6',
          status: 'PUBLISHED',
          publishedAt: '2026-11-01T09:00:00.000Z',
        };
        return { status: 200, body: { data: { listing, warnings: [] } } };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };

    const { record, assets } = await openDraft(localStorage, ownerId, draftId);
    expect(record).toMatchObject({ draftId, serverVersion: 3, hasUnsavedChanges: false });
    expect(assets.map((asset) => asset.id)).toEqual([photoId]);

    const onPublished = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={queryClient}>
          <ListingEditor
            ownerId={ownerId}
            localId={record.localId}
            record={record}
            assets={assets}
            aiResult={null}
            onDraftSaved={() => {}}
            onPublished={onPublished}
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Walnut bookshelf with five shelves',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish listing' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith('walnut-bookshelf-9b0e0ee6'), {
      timeout: 8000,
    });
    // The server's draft is used as it is: no new draft, published at the version it was opened at.
    expect(
      requests.some((request) => request.method === 'POST' && request.path === '/api/listing-drafts'),
    ).toBe(false);
    expect(requests.find((request) => request.path.endsWith('/publish'))?.body).toEqual({ baseVersion: 3 });
  });

  it('keeps the listing’s photos when the seller starts again', async () => {
    handler = (method, path) =>
      method === 'GET' && path === `/api/listing-drafts/${draftId}`
        ? { status: 200, body: { data: { draft: editDraft() } } }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    expect(await discardablePhotoIds(draftId, [photoId])).toEqual([]);

    handler = () => ({ status: 200, body: { data: { draft: editDraft({ listingId: null }) } } });
    expect(await discardablePhotoIds(draftId, [photoId])).toEqual([photoId]);
    expect(await discardablePhotoIds(null, [photoId])).toEqual([photoId]);

    handler = () => ({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } });
    expect(await discardablePhotoIds(draftId, [photoId])).toEqual([]);
  });
});

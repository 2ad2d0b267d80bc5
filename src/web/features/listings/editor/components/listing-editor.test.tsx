// @vitest-environment jsdom
import type { DraftSnapshot, ListingDraft } from '@shared/listings/listing-editor.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { emptyDraftFields, snapshotOf } from '../draft-fields';
import { type LocalDraftRecord, readLocalDraft } from '../draft-sync';
import { ListingEditor } from './listing-editor';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

const ownerId = '6f1c2a55-0000-4000-8000-000000000001';
const draftId = '7a0c2b1e-4444-4444-8444-444444444444';

type Handler = (method: string, path: string, body: unknown) => { status: number; body?: unknown };
let handler: Handler;
const requests: { method: string; path: string; body: unknown }[] = [];

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function draftOf(version: number, snapshot: DraftSnapshot): { data: { draft: ListingDraft } } {
  return {
    data: {
      draft: {
        id: draftId,
        version,
        snapshot,
        clientSessionId: 'tab',
        listingId: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:01.000Z',
      },
    },
  };
}

function record(): LocalDraftRecord {
  return {
    version: 1,
    ownerId,
    localId: 'local-1',
    draftId: null,
    serverVersion: null,
    snapshot: snapshotOf({ ...emptyDraftFields('en'), title: 'Nike windbreaker, size M' }, null),
    savedSnapshot: null,
    hasUnsavedChanges: true,
    lastLocalSaveAt: null,
    lastServerSaveAt: null,
  };
}

function renderEditor(onPublished = vi.fn(), startingRecord: LocalDraftRecord = record()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <ListingEditor
          ownerId={ownerId}
          localId="local-1"
          record={startingRecord}
          assets={[]}
          aiResult={null}
          onDraftSaved={() => {}}
          onPublished={onPublished}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onPublished };
}

describe('<ListingEditor />', { timeout: 30_000 }, () => {
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
      vi.fn(async (input: string, init: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        const method = init.method ?? 'GET';
        requests.push({ method, path: url.pathname, body });
        const reply = handler(method, url.pathname, body);
        return json(reply.status, reply.body);
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves locally at once, then to the server, and undoes an edit', async () => {
    let version = 0;
    handler = (method, path, body) => {
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (path === '/api/listing-drafts' && method === 'POST') {
        version = 1;
        return { status: 201, body: draftOf(1, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      if (path === `/api/listing-drafts/${draftId}` && method === 'PUT') {
        version += 1;
        return { status: 200, body: draftOf(version, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };
    renderEditor();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'Nike windbreaker, black, size M' } });
    const stored = JSON.parse(localStorage.getItem(`kleinkram.listingDraft.${ownerId}.local-1`) ?? '{}');
    expect(stored.snapshot.fields.title).toBe('Nike windbreaker, black, size M');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), {
      timeout: 8000,
    });
    const saves = requests.filter(
      (request) => request.path.startsWith('/api/listing-drafts') && request.method !== 'GET',
    );
    expect(saves.map((request) => request.method)).toEqual(['POST']);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((title as HTMLInputElement).value).toBe('Nike windbreaker, size M');
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1), {
      timeout: 8000,
    });
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ baseVersion: 1 });
  });

  it('asks for no price once the seller gives the item away, and brings it back for VB', async () => {
    handler = (method, path, body) => {
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (path === '/api/listing-drafts' && method === 'POST') {
        return { status: 201, body: draftOf(1, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      if (method === 'PUT') {
        return { status: 200, body: draftOf(2, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };
    renderEditor();
    const kinds = screen.getByRole('radiogroup', { name: 'Price type' });
    expect(within(kinds).getByRole('radio', { name: 'Fixed price' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Price/ }), { target: { value: '35' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /^Price/ }));

    fireEvent.click(within(kinds).getByRole('radio', { name: 'Free to give away' }));
    expect(screen.queryByRole('textbox', { name: /^Price/ })).toBeNull();
    expect(screen.getByText(/the listing shows "Free" instead of a price/)).toBeTruthy();
    const stored = () =>
      JSON.parse(localStorage.getItem(`kleinkram.listingDraft.${ownerId}.local-1`) ?? '{}').snapshot.fields;
    expect(stored().priceKind).toBe('free');

    fireEvent.click(within(kinds).getByRole('radio', { name: 'Or best offer (VB)' }));
    expect(stored().priceKind).toBe('negotiable');
    expect(stored().priceValue).toBe(35);
    expect(screen.getByRole('textbox', { name: /^Price/ })).toBeTruthy();

    // VB only: the lowest offer the seller accepts, optional, checked against the price (ADR 053).
    const minimum = screen.getByRole('textbox', { name: 'Lowest offer you accept (optional)' });
    expect(minimum.getAttribute('aria-describedby')).toContain('hint');
    fireEvent.change(minimum, { target: { value: '40' } });
    expect(stored().minimumOffer).toBe(40);
    expect(await screen.findByText('The lowest offer you accept must be below the price.')).toBeTruthy();
    fireEvent.change(minimum, { target: { value: '' } });
    expect(stored().minimumOffer).toBeNull();
    fireEvent.click(within(kinds).getByRole('radio', { name: 'Fixed price' }));
    expect(screen.queryByRole('textbox', { name: 'Lowest offer you accept (optional)' })).toBeNull();
  });

  it('shows the conflict side by side and takes the other copy', async () => {
    const theirs = snapshotOf({ ...emptyDraftFields('en'), title: 'Saved in the other tab' }, null);
    handler = (method, path, body) => {
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (path === '/api/listing-drafts' && method === 'POST') {
        return { status: 201, body: draftOf(1, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      if (method === 'PUT') {
        return {
          status: 409,
          body: {
            error: {
              code: 'VERSION_CONFLICT',
              message: 'conflict',
              details: {
                serverVersion: 4,
                snapshot: theirs,
                updatedAt: '2026-11-21T10:05:00.000Z',
                clientSessionId: 'other-tab',
              },
            },
          },
        };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };
    renderEditor();
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), {
      timeout: 8000,
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'My own title here' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Save conflict' }, { timeout: 8000 });
    expect(within(dialog).getByText('My own title here')).toBeTruthy();
    expect(within(dialog).getByText('Saved in the other tab')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Saved in the other tab',
    );
    expect(screen.getByTestId('save-status').getAttribute('data-sync-status')).not.toBe('conflict');
  });

  it('lists what is missing before publishing and does not call the server', async () => {
    handler = (method, path) => {
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (method === 'POST' && path === '/api/listing-drafts') {
        return { status: 201, body: draftOf(1, record().snapshot) };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };
    const { onPublished } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Publish listing' }));
    const missing = await screen.findByTestId('publish-missing');
    expect(within(missing).getByText(/Add at least one photo/)).toBeTruthy();
    expect(within(missing).getByText(/Select the condition|condition/i)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('publish-missing-title'));
    expect(requests.some((request) => request.path.endsWith('/publish'))).toBe(false);
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('keeps changes on this device while offline and sends them when back online', async () => {
    handler = (method, path, body) => {
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (path === '/api/listing-drafts' && method === 'POST') {
        return { status: 201, body: draftOf(1, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderEditor();
    fireEvent(window, new Event('offline'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Written on the train' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('save-status').textContent).toBe('Offline – saved on this device'),
    );
    const stored = JSON.parse(localStorage.getItem(`kleinkram.listingDraft.${ownerId}.local-1`) ?? '{}');
    expect(stored).toMatchObject({
      hasUnsavedChanges: true,
      snapshot: { fields: { title: 'Written on the train' } },
    });
    expect(requests.some((request) => request.path === '/api/listing-drafts')).toBe(false);

    onLine.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), {
      timeout: 8000,
    });
    expect(requests.find((request) => request.path === '/api/listing-drafts')?.body).toMatchObject({
      snapshot: { fields: { title: 'Written on the train' } },
    });
    onLine.mockRestore();
  });

  it('says when a save failed, keeps the local copy and retries', async () => {
    let attempts = 0;
    handler = (method, path, body) => {
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (path === '/api/listing-drafts' && method === 'POST') {
        attempts += 1;
        if (attempts === 1)
          return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } };
        return { status: 201, body: draftOf(1, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };
    renderEditor();
    await waitFor(
      () => expect(screen.getByTestId('save-status').textContent).toBe('Save failed – retrying'),
      { timeout: 8000 },
    );
    expect(localStorage.getItem(`kleinkram.listingDraft.${ownerId}.local-1`)).not.toBeNull();
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), {
      timeout: 8000,
    });
    expect(attempts).toBe(2);
  });

  it('creates the draft with the same id after a reload when the first answer was lost', async () => {
    // The server committed the create, but its answer never arrived (a node died after the commit).
    let isAnswerLost = true;
    handler = (method, path, body) => {
      if (path === '/api/listing-checks') return { status: 200, body: { data: { issues: [] } } };
      if (path === '/api/listing-drafts' && method === 'POST') {
        if (isAnswerLost)
          return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } };
        return { status: 201, body: draftOf(1, (body as { snapshot: DraftSnapshot }).snapshot) };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
    };
    const creates = () =>
      requests.filter((request) => request.path === '/api/listing-drafts' && request.method === 'POST');
    renderEditor();
    await waitFor(() => expect(creates()).toHaveLength(1), { timeout: 8000 });
    const firstId = (creates()[0]?.body as { id?: string } | undefined)?.id;
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);

    // The seller reloads: a new editor from the copy on this device.
    cleanup();
    const stored = readLocalDraft(localStorage, ownerId, 'local-1');
    expect(stored).toMatchObject({ draftId: null, pendingDraftId: firstId });
    isAnswerLost = false;
    requests.length = 0;
    renderEditor(vi.fn(), stored ?? record());
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), {
      timeout: 8000,
    });
    expect(creates().map((request) => (request.body as { id?: string }).id)).toEqual([firstId]);
    // Confirmed: the copy now names the draft, and no longer a pending id.
    await waitFor(() => expect(readLocalDraft(localStorage, ownerId, 'local-1')?.draftId).toBe(draftId));
    expect(readLocalDraft(localStorage, ownerId, 'local-1')?.pendingDraftId).toBeUndefined();
  });
});

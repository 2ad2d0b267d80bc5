// @vitest-environment jsdom
import type { DraftSnapshot, DraftSummary } from '@shared/listings/listing-editor.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftResultFixture } from '../../features/listings/create/create-listing.test-helper';
import { emptyDraftFields, snapshotOf } from '../../features/listings/editor/draft-fields';
import { i18next, i18nReady } from '../../lib/i18n';

const ownerId = '6f1c2a55-0000-4000-8000-000000000001';
const draftId = '7a0c2b1e-4444-4444-8444-444444444444';

// The real session client restores a session on import; this page only needs the signed-in user.
vi.mock('../../lib/session/use-session', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: ownerId } }),
}));

// Consent is the analytics client's concern; here only which sell-flow steps the page reports.
const track = vi.hoisted(() => vi.fn());
vi.mock('../../lib/analytics/analytics-client', () => ({ track }));

const { CreateListingPage } = await import('./create-listing-page');

const reportedSteps = () =>
  track.mock.calls
    .filter(([name]) => name === 'sell_flow_step')
    .map(([, properties]) => (properties as { step: string }).step);

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const notFound = () => json(404, { error: { code: 'NOT_FOUND', message: 'not here' } });

/** The first save of the draft, answered only when the test says so (a busy server). */
let answerFirstSave: (() => void) | null = null;
const at = '2026-11-21T10:00:01.000Z';
/** Every call the page made, in order: method and path. */
let calls: string[] = [];
/** The body of the last `POST /api/ai/drafts`. */
let aiRequest: Record<string, unknown> | null = null;
/** A draft saved earlier, listed in the draft manager. */
let savedDrafts: DraftSummary[] = [];
const savedSnapshot = snapshotOf({ ...emptyDraftFields('en'), title: 'Stehlampe aus Messing' }, null);

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push(`${method} ${path}`);
      if (path === '/api/ai/drafts' && method === 'POST') {
        aiRequest = JSON.parse(String(init.body)) as Record<string, unknown>;
        const result = draftResultFixture({ language: 'en', title: 'Brass floor lamp, 160 cm' });
        const snapshot = snapshotOf(
          {
            ...emptyDraftFields('en'),
            title: result.draft.title,
            description: result.draft.description,
            categoryId: result.draft.categoryId,
            categoryPath: result.draft.categoryPath,
            priceValue: result.draft.price.value,
            tags: result.draft.tags,
            attributes: result.draft.attributes,
            condition: result.draft.condition,
          },
          {
            title: result.draft.title,
            description: result.draft.description,
            categoryId: result.draft.categoryId,
            categoryPath: result.draft.categoryPath,
            priceValue: result.draft.price.value,
            priceCurrency: 'EUR',
            tags: result.draft.tags,
            attributes: result.draft.attributes,
            condition: result.draft.condition,
          },
        );
        const listingDraft = {
          id: draftId,
          version: 1,
          snapshot,
          clientSessionId: 'tab',
          listingId: null,
          createdAt: at,
          updatedAt: at,
        };
        return json(201, { data: { ...result, listingDraft } });
      }
      if (path === '/api/listing-drafts' && method === 'GET') {
        return json(200, { data: { drafts: savedDrafts } });
      }
      if (path === `/api/listing-drafts/${draftId}` && method === 'GET') {
        const draft = {
          id: draftId,
          version: 3,
          snapshot: savedSnapshot,
          clientSessionId: 'tab',
          listingId: null,
          createdAt: at,
          updatedAt: at,
        };
        return json(200, { data: { draft } });
      }
      if (path === '/api/listing-checks') return json(200, { data: { issues: [] } });
      if (path === '/api/listing-drafts' && method === 'POST') {
        const { snapshot } = JSON.parse(String(init.body)) as { snapshot: DraftSnapshot };
        await new Promise<void>((resolve) => (answerFirstSave = resolve));
        const draft = {
          id: draftId,
          version: 1,
          snapshot,
          clientSessionId: 'tab',
          listingId: null,
          createdAt: at,
          updatedAt: at,
        };
        return json(201, { data: { draft } });
      }
      return notFound();
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [{ path: '/sell', element: <CreateListingPage /> }],
      },
    ],
    { initialEntries: ['/sell'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('<CreateListingPage />: focus and scroll while the draft is saved', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
  });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    savedDrafts = [];
    answerFirstSave = null;
    calls = [];
    aiRequest = null;
    track.mockReset();
    stubServer();
    vi.stubGlobal('scrollTo', () => {});
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the focus on the list of things to fix when the first save lands after "Publish"', async () => {
    const router = renderPage();
    // The page has settled (nothing left to re-render it) before the seller starts.
    await screen.findByText('No saved drafts yet.', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Fill in myself' }));

    // The editor's own texts load first (as on a first visit); then it takes the focus.
    const heading = await screen.findByRole('heading', { name: 'Your listing' }, { timeout: 30_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Publish listing' }));
    const missing = await screen.findByRole(
      'heading',
      { name: /things? to fix before publishing/ },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(missing), { timeout: 5000 });

    // The save goes out after the editor's debounce: answer it once it is on its way.
    await waitFor(() => expect(answerFirstSave).not.toBeNull(), { timeout: 10_000 });
    answerFirstSave?.();
    await waitFor(() => expect(router.state.location.search).toBe(`?draft=${draftId}`), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'), {
      timeout: 5000,
    });
    // Anything scheduled by that render (a timeout, a frame) has run by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(missing);
    // What <ScrollRestoration> reads: naming the draft in the URL must not scroll the page to the top.
    expect(router.state.preventScrollReset).toBe(true);
    // The editor opened (preview); the refused publish is no publish step.
    expect(reportedSteps()).toEqual(['preview']);
  });

  it('takes the focus to a draft resumed from the draft manager once it has opened', async () => {
    savedDrafts = [
      {
        id: draftId,
        version: 3,
        title: 'Stehlampe aus Messing',
        categoryId: '',
        priceValue: null,
        thumbnailUrl: null,
        mediaCount: 0,
        updatedAt: at,
      },
    ];
    const router = renderPage();
    const resume = await screen.findByRole(
      'button',
      { name: 'Resume Stehlampe aus Messing' },
      { timeout: 30_000 },
    );
    resume.focus();
    fireEvent.click(resume);

    const heading = await screen.findByRole('heading', { name: 'Your listing' }, { timeout: 30_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Stehlampe aus Messing',
    );
    expect(router.state.location.search).toBe(`?draft=${draftId}`);
    expect(router.state.preventScrollReset).toBe(true);
    expect(reportedSteps()).toEqual(['preview']);
  });

  it('opens the draft the AI call saved, without saving it a second time (ADR 040)', async () => {
    const router = renderPage();
    await screen.findByText('No saved drafts yet.', {}, { timeout: 30_000 });
    fireEvent.change(screen.getByRole('textbox', { name: /^Your description/ }), {
      target: { value: 'Brass floor lamp, 160 cm tall, works, small dent at the foot, pickup in Berlin.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    const heading = await screen.findByRole('heading', { name: 'Your listing' }, { timeout: 30_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    expect(aiRequest?.saveTo).toEqual({ clientSessionId: expect.any(String) });
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Brass floor lamp, 160 cm',
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?draft=${draftId}`), { timeout: 5000 });
    expect(screen.getByTestId('save-status').textContent).toBe('Saved');
    // Longer than the editor's save debounce: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((call) => call.startsWith('POST /api/listing-drafts'))).toEqual([]);
    expect(calls.filter((call) => call.startsWith('PUT /api/listing-drafts'))).toEqual([]);
    // Described, then the AI draft on screen in the editor: each step once, in order.
    expect(reportedSteps()).toEqual(['speech', 'preview']);
  });
});

// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import { pricingEndpoints } from '@shared/pricing/pricing.endpoints';
import type { PricingInsight } from '@shared/pricing/pricing.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';

const getInsight = vi.hoisted(() => vi.fn());
const postFeedback = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      if (endpoint === pricingEndpoints.getDraftPricingInsight) return getInsight(input);
      if (endpoint === pricingEndpoints.submitPriceFeedback) return postFeedback(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  },
}));

// Radix's checkbox measures itself inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const { PricePanel } = await import('./price-panel');

const draftId = '5d0e8a52-7c1b-4a8e-9d55-2d6f1c0b7a11';
const categoryId = 'electronics-phones-smartphones';

function insightFixture(overrides: Partial<PricingInsight> = {}): PricingInsight {
  return {
    suggestion: 100,
    floorPrice: 90,
    ceilingPrice: 110,
    basePrice: 100,
    netProceeds: 75.29,
    fees: [
      { id: 'sales_commission', label: 'Sales commission', amount: 11, type: 'percentage', rate: 0.11 },
      { id: 'payment', label: 'Payment processing', amount: 3.26, type: 'mixed', rate: 0.029 },
      {
        id: 'shipping_participation',
        label: 'Shipping participation',
        amount: 10,
        type: 'percentage',
        rate: 0.1,
      },
      { id: 'listing_fee', label: 'Listing fee', amount: 0.35, type: 'fixed', rate: null },
    ],
    rationale: [
      { id: 'median', summary: 'Similar phones sell for about 100 €.', detail: '12 listings.', weight: 0.8 },
    ],
    confidence: 'high',
    basis: {
      dominatedBy: 'comparables',
      comparablesWeight: 0.9,
      reference: 95,
      referenceSource: 'model',
      setAside: 0,
    },
    comparables: {
      floor: 80,
      median: 100,
      ceiling: 125,
      sampleSize: 12,
      windowDays: 14,
      scope: 'exact',
      listings: [
        {
          listingId: '0b9d1a0e-1111-4111-8111-111111111111',
          slug: 'iphone-13-berlin',
          title: 'iPhone 13, 128 GB',
          price: 95,
          condition: 'good',
          marketplace: 'kleinkram',
          publishedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
    nudges: [],
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function Harness(props: {
  draftId: string | null;
  initialPrice: number | null;
  onPrice?: (price: number) => void;
}) {
  const [price, setPrice] = useState(props.initialPrice);
  return (
    <PricePanel
      draftId={props.draftId}
      draftVersion={3}
      priceValue={price}
      onPriceChange={(next) => {
        setPrice(next);
        props.onPrice?.(next);
      }}
      priceInputId="price"
      categoryId={categoryId}
    />
  );
}

function renderPanel(props: Parameters<typeof Harness>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Harness {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function feeRows() {
  const heading = screen.getByRole('heading', { name: /Fees|Gebühren/ });
  const section = heading.closest('section');
  if (!section) throw new Error('fees section missing');
  return within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

describe('<PricePanel />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['listing-fields', 'ui', 'common']);
  });
  beforeEach(() => {
    getInsight.mockReset();
    postFeedback.mockReset();
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('is honest before the draft is saved and asks the server nothing', () => {
    renderPanel({ draftId: null, initialPrice: null });
    expect(screen.getByText(/appears once the draft has been saved/)).toBeTruthy();
    expect(screen.getByLabelText(/^Price/)).toBeTruthy();
    expect(getInsight).not.toHaveBeenCalled();
  });

  it('loads the insight for the draft and shows suggestion, range, comparables and rationale', async () => {
    getInsight.mockResolvedValue({ data: { insight: insightFixture() } });
    renderPanel({ draftId, initialPrice: 100 });
    expect(await screen.findByText('Usual range €90 – €110')).toBeTruthy();
    expect(getInsight).toHaveBeenCalledWith(expect.objectContaining({ params: { id: draftId } }));
    expect(screen.getByText('Based on 12 listings from the last 14 days.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'iPhone 13, 128 GB' }).getAttribute('href')).toBe(
      '/listing/iphone-13-berlin',
    );
    expect(screen.getByText('Similar phones sell for about 100 €.')).toBeTruthy();
  });

  it('sets the price with the four nudges and recomputes fees and net proceeds for it', async () => {
    getInsight.mockResolvedValue({ data: { insight: insightFixture() } });
    const onPrice = vi.fn();
    renderPanel({ draftId, initialPrice: 100, onPrice });
    const nudges = within(
      await screen.findByRole('group', { name: 'Adjust from the suggestion' }),
    ).getAllByRole('button');
    // WCAG 2.5.3: each is named by what it shows; the sentence is its description.
    expect(nudges.map((button) => button.textContent)).toEqual([
      '-10% €90',
      '-5% €95',
      '+5% €105',
      '+10% €110',
    ]);

    fireEvent.click(
      screen.getByRole('button', {
        name: '-10% €90',
        description: 'Set the price to €90 (-10% from the suggestion)',
      }),
    );
    expect(onPrice).toHaveBeenLastCalledWith(90);
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('90');
    // Spec §9 for electronics at 90 €: 11 %, 2.9 % + 0.35, 10 %, 0.35.
    expect(feeRows()).toEqual([
      'Sales commission(11%) −€9.90',
      'Payment processing(2.9% + €0.35) −€2.96',
      'Shipping participation(10%) −€9.00',
      'Fixed fee per sale −€0.35',
      'Total fees −€22.21',
      'You receive €67.79',
    ]);

    fireEvent.click(screen.getByRole('button', { name: '+5% €105' }));
    expect(onPrice).toHaveBeenLastCalledWith(105);
    fireEvent.click(screen.getByRole('button', { name: '+10% €110' }));
    expect(onPrice).toHaveBeenLastCalledWith(110);
    fireEvent.click(screen.getByRole('button', { name: '-5% €95' }));
    expect(onPrice).toHaveBeenLastCalledWith(95);
  });

  it('accepts German input and labels the fees in German', async () => {
    await i18next.changeLanguage('de');
    getInsight.mockResolvedValue({ data: { insight: insightFixture() } });
    const onPrice = vi.fn();
    renderPanel({ draftId, initialPrice: null, onPrice });
    const input = screen.getByLabelText(/^Preis/);
    fireEvent.change(input, { target: { value: '12,50' } });
    expect(onPrice).toHaveBeenLastCalledWith(12.5);
    await screen.findByText(/Übliche Spanne/);
    // 12,50 € in electronics: 1,38 + (0,36 + 0,35) + 1,25 + 0,35 = 3,69 € fees.
    expect(feeRows().map((row) => row.replace(/\u00a0/g, ' '))).toEqual([
      'Verkaufsprovision(11 %) −1,38 €',
      'Zahlungsabwicklung(2,9 % + 0,35 €) −0,71 €',
      'Versandkostenbeteiligung(10 %) −1,25 €',
      'Festgebühr pro Verkauf −0,35 €',
      'Gebühren gesamt −3,69 €',
      'Du erhältst 8,81 €',
    ]);
  });

  it('shows a failed load with a retry', async () => {
    getInsight.mockRejectedValue(new Error('offline'));
    renderPanel({ draftId, initialPrice: 100 });
    expect(await screen.findByText('The price suggestion could not be loaded')).toBeTruthy();
    getInsight.mockResolvedValue({ data: { insight: insightFixture() } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Usual range €90 – €110')).toBeTruthy();
  });

  it('says when there is nothing to compare with', async () => {
    getInsight.mockResolvedValue({
      data: {
        insight: insightFixture({
          suggestion: null,
          floorPrice: null,
          ceilingPrice: null,
          comparables: {
            ...insightFixture().comparables,
            floor: null,
            median: null,
            ceiling: null,
            sampleSize: 0,
            scope: 'none',
            listings: [],
          },
        }),
      },
    });
    renderPanel({ draftId, initialPrice: 20 });
    expect(await screen.findByText(/No similar listings in the last 14 days/)).toBeTruthy();
    expect(screen.getByText(/not enough similar listings for a suggestion/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Adjust from the suggestion' })).toBeNull();
  });

  it('sends feedback: lowered follows from the price, the note is optional', async () => {
    getInsight.mockResolvedValue({ data: { insight: insightFixture() } });
    postFeedback.mockResolvedValue({
      data: {
        feedback: {
          id: '0b9d1a0e-2222-4222-8222-222222222222',
          categoryId,
          suggestion: 100,
          chosenPrice: 95,
          delta: -5,
          disposition: 'lowered',
          note: 'Kratzer',
          submittedAt: '2026-11-21T10:00:00.000Z',
          saleMatch: null,
        },
      },
    });
    renderPanel({ draftId, initialPrice: 95 });
    expect(await screen.findByText('Your price €95 is 5% below the suggestion of €100.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: '  Kratzer ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByText(/your feedback improves future suggestions/)).toBeTruthy());
    expect(postFeedback).toHaveBeenCalledWith({
      body: { draftId, categoryId, suggestion: 100, chosenPrice: 95, rejected: false, note: 'Kratzer' },
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Reject the suggestion' }));
    expect(screen.getByText('You are rejecting the suggestion of €100.')).toBeTruthy();
  });
});

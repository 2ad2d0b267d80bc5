// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { AttributeForm } from './attribute-form';
import { CategoryPicker } from './category-picker';
import { MediaGuidance } from './media-guidance';
import { PricePanel } from './price-panel';

function Providers({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <main>
            <h1>Editor</h1>
            <h2>Section</h2>
            {children}
          </main>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** axe without the checks jsdom cannot do (layout, colours). */
async function violationsOf(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

describe('listing editor fields: axe', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['listing-fields', 'ui', 'common']);
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);

  it('category picker with results, suggestions and an error', async () => {
    const { container } = render(
      <CategoryPicker
        id="category"
        categoryId="fashion-women-jackets"
        onChange={() => {}}
        suggestions={[{ categoryId: 'electronics-phones', confidence: 0.3 }]}
        error="Select a category."
      />,
      { wrapper: Providers },
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'jacke' } });
    expect(await violationsOf(container)).toEqual([]);
  });

  it('attribute form with every kind of control and errors', async () => {
    const { container } = render(
      <AttributeForm
        categoryId="electronics-audio-headphones"
        values={{ bluetooth: true }}
        onChange={() => {}}
        serverIssues={[]}
        showAllErrors
      />,
      { wrapper: Providers },
    );
    expect(await violationsOf(container)).toEqual([]);
  });

  it('media guidance and the price panel before the first save', async () => {
    const { container } = render(
      <>
        <MediaGuidance categoryId="home" photoCount={1} />
        <PricePanel
          draftId={null}
          draftVersion={null}
          priceValue={12.5}
          onPriceChange={() => {}}
          priceInputId="price"
          categoryId="home"
        />
      </>,
      { wrapper: Providers },
    );
    expect(await violationsOf(container)).toEqual([]);
  });
});

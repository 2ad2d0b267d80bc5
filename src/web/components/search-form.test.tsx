// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import { searchSuggestionsEndpoints } from '@shared/search/search-suggestions.endpoints';
import type { SearchSuggestions } from '@shared/search/search-suggestions.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client/api-error';
import { i18next, i18nReady } from '../lib/i18n';

const suggestSearches = vi.hoisted(() => vi.fn());
vi.mock('../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      if (endpoint === searchSuggestionsEndpoints.suggestSearches) return suggestSearches(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  },
}));

const { SearchForm, suggestDebounceMs } = await import('./search-form');

const answer: SearchSuggestions = {
  prefix: 'fahr',
  language: 'de',
  suggestions: [
    { kind: 'query', text: 'fahrrad' },
    { kind: 'query', text: 'fahrradanhänger' },
    {
      kind: 'category',
      categoryId: 'sports-leisure-bicycles',
      label: 'Fahrräder',
      parentLabel: 'Sport & Freizeit',
    },
  ],
};

function CurrentUrl() {
  const location = useLocation();
  return <span data-testid="url">{`${location.pathname}${location.search}`}</span>;
}

function renderForm() {
  const queryClient = new QueryClient();
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <SearchForm />
          <Routes>
            <Route path="*" element={<CurrentUrl />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('combobox', { name: 'Anzeigen durchsuchen' });
}

/** Types and lets the debounce run out and the answer arrive. */
async function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(suggestDebounceMs + 10);
  });
  // TanStack Query hands results to React on a timer of its own.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
  });
}

function submitForm(input: HTMLElement) {
  const form = input.closest('form');
  if (!form) throw new Error('the search field has no form');
  fireEvent.submit(form);
}

const url = () => screen.getByTestId('url').textContent;

describe('SearchForm suggestions', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['common']);
  });
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    suggestSearches.mockReset();
    suggestSearches.mockResolvedValue({ data: answer });
    localStorage.clear();
    await i18next.changeLanguage('de');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks once for the debounced prefix in the interface language and lists the answer', async () => {
    const input = renderForm();
    fireEvent.change(input, { target: { value: 'f' } });
    fireEvent.change(input, { target: { value: 'fa' } });
    await type(input, 'Fahr');
    expect(suggestSearches).toHaveBeenCalledTimes(1);
    expect(suggestSearches.mock.calls[0]?.[0]).toMatchObject({ query: { q: 'fahr', lang: 'de' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Suchvorschläge' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'fahrrad',
      'fahrradanhänger',
      'FahrräderKategorie in Sport & Freizeit',
    ]);
    expect(screen.getByRole('status').textContent).toContain('3 Vorschläge');
  });

  it('moves with the arrow keys (wrapping), marks the active option and submits the chosen query with Enter', async () => {
    const input = renderForm();
    await type(input, 'fahr');
    const options = screen.getAllByRole('option');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(url()).toBe('/search?query=fahrradanh%C3%A4nger');
    expect((input as HTMLInputElement).value).toBe('fahrradanhänger');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("goes to a chosen category's search", async () => {
    const input = renderForm();
    await type(input, 'fahr');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(url()).toBe('/search?category=sports-leisure-bicycles');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('closes the list with Escape and keeps the text; Enter then submits what was typed', async () => {
    const input = renderForm();
    await type(input, 'fahr');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect((input as HTMLInputElement).value).toBe('fahr');
    submitForm(input);
    expect(url()).toBe('/search?query=fahr');
  });

  it('stays silent when suggestions fail, and the search still submits', async () => {
    suggestSearches.mockRejectedValue(
      new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }),
    );
    const input = renderForm();
    await type(input, 'sofa');
    expect(suggestSearches).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toEqual([]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    submitForm(input);
    expect(url()).toBe('/search?query=sofa');
  });
});

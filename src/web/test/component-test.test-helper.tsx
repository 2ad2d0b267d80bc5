import type { EndpointDefinition } from '@shared/api/endpoint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, type Mock } from 'vitest';
import { i18next, i18nReady } from '../lib/i18n';

/**
 * What component tests of the web share: a fake `apiClient` answering the endpoints a component
 * calls, the providers the app wraps it in, and the translations in both languages.
 */

type FakeAnswer = (input: unknown) => unknown;

/**
 * `apiClient` for `vi.mock('…/lib/api')`: each endpoint answered by its fake; any other call fails
 * the test loudly instead of reaching a network.
 */
export function fakeApiClient(answers: ReadonlyArray<readonly [EndpointDefinition, FakeAnswer]>) {
  return {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      const answer = answers.find(([candidate]) => candidate === endpoint)?.[1];
      if (answer) return answer(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  };
}

/** Translations and a fresh query client without retries (a refusal shows at once), in a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/**
 * Registers the hooks of a describe block: English and German with the given namespaces loaded
 * once, each test in English with the fakes reset, the DOM cleaned up after each.
 */
export function setUpComponentTests({ namespaces, fakes = [] }: { namespaces: string[]; fakes?: Mock[] }) {
  beforeAll(async () => {
    // Radix measures its controls; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces([...namespaces, 'ui', 'common']);
  });
  beforeEach(async () => {
    for (const fake of fakes) fake.mockReset();
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);
}

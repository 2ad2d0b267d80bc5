// @vitest-environment jsdom

import common from '@shared/i18n/locales/en/common.json';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundaryPage } from './error-boundary-page';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common } },
  react: { useSuspense: false },
});

function CrashingPage(): never {
  throw new Error('render crash');
}

function renderCrashingRoute(homePath?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <ErrorBoundaryPage homePath={homePath} />,
        Component: CrashingPage,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('<ErrorBoundaryPage />', () => {
  afterEach(cleanup);

  it('shows hints, retry, go home and the support contact when a page crashes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrashingRoute();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'support@kleinkram.local' }).getAttribute('href')).toBe(
      'mailto:support@kleinkram.local',
    );
  });

  it('sends signed-in users home to the workspace when told to', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrashingRoute('/seller/workspace');
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe(
      '/seller/workspace',
    );
  });

  it('reloads the page on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderCrashingRoute();
    screen.getByRole('button', { name: 'Reload page' }).click();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

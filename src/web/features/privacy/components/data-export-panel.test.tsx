// @vitest-environment jsdom

import dataExport from '@shared/i18n/locales/en/data-export.json';
import ui from '@shared/i18n/locales/en/ui.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { DataExportPanel } from './data-export-panel';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api')>()),
  apiClient: { call },
}));

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { ui, 'data-export': dataExport, common: { errors: {} } } },
  react: { useSuspense: false },
});

const base = {
  id: '5f0c6b8e-0000-4000-8000-000000000001',
  requestedAt: '2026-11-26T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
};
const ready = {
  ...base,
  status: 'ready',
  progress: 100,
  readyAt: '2026-11-26T10:01:00.000Z',
  expiresAt: '2026-11-28T10:01:00.000Z',
  sizeBytes: 2_400_000,
  downloadUrl: '/api/privacy/exports/x/download?expires=1&signature=ab',
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DataExportPanel />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('DataExportPanel', () => {
  afterEach(() => {
    cleanup();
    call.mockReset();
  });

  it('requests an export and shows its progress', async () => {
    call.mockResolvedValueOnce({ data: { export: null } });
    call.mockResolvedValueOnce({ data: { export: { ...base, status: 'pending', progress: 0 } } });
    call.mockResolvedValue({ data: { export: { ...base, status: 'running', progress: 40 } } });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('progressbar', { name: 'Data export progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
  });

  it('offers the signed link with its expiry once ready', async () => {
    call.mockResolvedValue({ data: { export: ready } });
    renderPanel();
    const link = await screen.findByRole('link', { name: 'Download ZIP archive' });
    expect(link.getAttribute('href')).toBe(ready.downloadUrl);
    expect(screen.getByText(/2\.4 MB/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare a new export' })).toBeTruthy();
  });

  it('offers a retry after a failure, and shows the running export on EXPORT_IN_PROGRESS', async () => {
    call.mockResolvedValueOnce({ data: { export: { ...base, status: 'failed', progress: 30 } } });
    call.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'EXPORT_IN_PROGRESS',
        message: 'in progress',
        details: { exportId: base.id },
      }),
    );
    call.mockResolvedValue({ data: { export: { ...base, status: 'running', progress: 60 } } });
    renderPanel();
    expect(await screen.findByText(/could not be prepared/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// @vitest-environment jsdom

import identity from '@shared/i18n/locales/en/identity.json';
import ui from '@shared/i18n/locales/en/ui.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { IdentityPanel } from './identity-panel';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api')>()),
  apiClient: { call },
}));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { ui, identity, common: { errors: {} } } },
  react: { useSuspense: false },
});

const noCheck = {
  status: 'none',
  documentType: null,
  submittedAt: null,
  decidedAt: null,
  failureReason: null,
  cooldownUntil: null,
  canSubmit: true,
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <IdentityPanel />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

async function fillForm() {
  fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Erika' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Mustermann' } });
  fireEvent.change(screen.getByLabelText(/Document number/), { target: { value: 'C01X00T47' } });
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1983-08-12' } });
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('<IdentityPanel />', () => {
  it('shows every missing field and sends nothing', async () => {
    call.mockResolvedValue({ data: noCheck });
    const { container } = renderPanel();
    const submit = await screen.findByRole('button', { name: 'Submit for verification' });
    const audit = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(6));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed values and names the missing country', async () => {
    call.mockResolvedValue({ data: noCheck });
    renderPanel();
    await screen.findByRole('button', { name: 'Submit for verification' });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Erika');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('shows the cooldown date when the server refuses, and the rejection with its reason', async () => {
    call.mockResolvedValue({
      data: {
        ...noCheck,
        status: 'rejected',
        failureReason: 'The photo page is cut off.',
        cooldownUntil: '2020-01-08T10:00:00.000Z',
        canSubmit: true,
      },
    });
    renderPanel();
    expect(await screen.findByText("We couldn't verify your identity.")).toBeTruthy();
    expect(screen.getByText('Reason: The photo page is cut off.')).toBeTruthy();
    await fillForm();
    // Radix Select: choose the country through its hidden native select.
    const nativeSelect = document.querySelector('select') as HTMLSelectElement;
    fireEvent.change(nativeSelect, { target: { value: 'DE' } });
    call.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'IDENTITY_COOLDOWN',
        message: 'no',
        details: { cooldownUntil: '2026-12-03T10:00:00.000Z' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(
      await screen.findByText("We couldn't submit your verification. Try again from 3 December 2026."),
    ).toBeTruthy();
    const [, request] = call.mock.calls.find(([endpoint]) => endpoint.method === 'POST') ?? [];
    expect(request.body).toMatchObject({
      documentType: 'passport',
      issuingCountry: 'DE',
      documentNumber: 'C01X00T47',
    });
  });

  it('shows a pending check without the form', async () => {
    call.mockResolvedValue({
      data: {
        ...noCheck,
        status: 'pending',
        documentType: 'id_card',
        submittedAt: '2026-11-20T10:00:00.000Z',
        canSubmit: false,
      },
    });
    renderPanel();
    expect(
      await screen.findByText("Your verification is being reviewed. We'll let you know the result."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for verification' })).toBeNull();
  });
});

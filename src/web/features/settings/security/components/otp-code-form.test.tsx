// @vitest-environment jsdom

import common from '@shared/i18n/locales/en/common.json';
import settings from '@shared/i18n/locales/en/settings.json';
import ui from '@shared/i18n/locales/en/ui.json';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client/api-error';
import { OtpCodeForm } from './otp-code-form';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common, settings, ui } },
  react: { useSuspense: false },
});

function renderForm(onSubmitCode: (otp: string) => Promise<unknown>) {
  render(
    <I18nextProvider i18n={i18n}>
      <OtpCodeForm onSubmitCode={onSubmitCode} submitLabel="Confirm" />
    </I18nextProvider>,
  );
  return {
    field: screen.getByLabelText(/6-digit code/),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })),
  };
}

describe('<OtpCodeForm />', () => {
  afterEach(cleanup);

  it('says exactly what a code looks like when the format is wrong, and sends nothing', async () => {
    const onSubmitCode = vi.fn(async () => {});
    const { field, submit } = renderForm(onSubmitCode);
    fireEvent.change(field, { target: { value: '12345' } });
    submit();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmitCode).not.toHaveBeenCalled();
  });

  it('sends the code without spaces', async () => {
    const onSubmitCode = vi.fn(async () => {});
    const { field, submit } = renderForm(onSubmitCode);
    fireEvent.change(field, { target: { value: '123 456' } });
    submit();
    await waitFor(() => expect(onSubmitCode).toHaveBeenCalledWith('123456'));
  });

  it('shows a refused code at the field, translated by its error code', async () => {
    const refusal = new ApiError({ status: 401, code: 'INVALID_OTP', message: 'Invalid one-time password' });
    const { field, submit } = renderForm(async () => Promise.reject(refusal));
    fireEvent.change(field, { target: { value: '000000' } });
    submit();
    expect(await screen.findByText('Invalid one-time password.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows other failures above the form', async () => {
    const failure = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many' });
    const { field, submit } = renderForm(async () => Promise.reject(failure));
    fireEvent.change(field, { target: { value: '000000' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });
});

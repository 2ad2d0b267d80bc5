// @vitest-environment jsdom
import { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { i18next } from '../../lib/i18n';
import {
  fakeApiClient,
  renderWithProviders,
  setUpComponentTests,
} from '../../test/component-test.test-helper';

const submitReport = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  apiClient: fakeApiClient([[moderationEndpoints.submitReport, submitReport]]),
}));

const { ReportDialog } = await import('./report-dialog');

const listingId = '7a1b2c3d-4444-4444-8444-444444444444';
const reportId = '9f1b2c3d-5555-4555-8555-555555555555';

const renderDialog = () =>
  renderWithProviders(
    <ReportDialog subject={{ kind: 'listing', id: listingId }} isOpen onOpenChange={() => {}} />,
  );

function fillValidReport() {
  fireEvent.click(screen.getByRole('radio', { name: 'Counterfeit' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Explanation/ }), {
    target: { value: 'The logo is printed, the original is embroidered.' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Your email address/ }), {
    target: { value: 'guest@example.org' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /good faith/ }));
}

describe('ReportDialog (guest)', () => {
  setUpComponentTests({ namespaces: ['moderation'], fakes: [submitReport] });

  it('says at each field what is missing and sends nothing', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason.')).toBeTruthy();
    expect(screen.getByText('Fill in this field.')).toBeTruthy();
    expect(screen.getByText('Enter your email address so we can send you the decision.')).toBeTruthy();
    expect(screen.getByText('Please confirm that your report is made in good faith.')).toBeTruthy();
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('lets a guest reporting prohibited content stay anonymous', async () => {
    submitReport.mockResolvedValue({
      data: { report: { id: reportId, receiptEmailed: false } },
    });
    renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Prohibited content' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Explanation/ }), {
      target: { value: 'The photos show something nobody should see.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /good faith/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Your reference is 9f1b2c3d/)).toBeTruthy();
    expect(screen.getByText('Without an email address we cannot tell you the decision.')).toBeTruthy();
    expect(submitReport.mock.calls[0]?.[0]).toMatchObject({
      body: { subjectKind: 'listing', subjectId: listingId, reason: 'prohibited_content', goodFaith: true },
    });
  });

  it('answers a flood with the translated limit and keeps everything typed', async () => {
    submitReport.mockRejectedValue(
      new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many reports' }),
    );
    await i18next.changeLanguage('de');
    renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Fälschung' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Begründung/ }), {
      target: { value: 'Das Logo ist aufgedruckt, beim Original gestickt.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), {
      target: { value: 'gast@example.org' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /gutem Glauben/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Deine Meldung wurde nicht gesendet');
    expect(alert.textContent).toContain(i18next.t('errors.RATE_LIMITED', { lng: 'de' }));
    expect((screen.getByRole('textbox', { name: /Begründung/ }) as HTMLTextAreaElement).value).toBe(
      'Das Logo ist aufgedruckt, beim Original gestickt.',
    );
    expect((screen.getByRole('textbox', { name: /E-Mail-Adresse/ }) as HTMLInputElement).value).toBe(
      'gast@example.org',
    );
    expect(screen.getByRole('radio', { name: 'Fälschung' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the receipt with the reference after a report is received', async () => {
    submitReport.mockResolvedValue({ data: { report: { id: reportId, receiptEmailed: true } } });
    renderDialog();
    fillValidReport();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText('Thank you – we received your report')).toBeTruthy());
    expect(screen.getByText('We will email you the decision.')).toBeTruthy();
    expect(submitReport.mock.calls[0]?.[0]).toMatchObject({
      body: { reason: 'counterfeit', email: 'guest@example.org', goodFaith: true },
    });
  });
});

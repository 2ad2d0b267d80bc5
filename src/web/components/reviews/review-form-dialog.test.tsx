// @vitest-environment jsdom
import { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { i18next } from '../../lib/i18n';
import {
  fakeApiClient,
  renderWithProviders,
  setUpComponentTests,
} from '../../test/component-test.test-helper';

const createReview = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  apiClient: fakeApiClient([[reviewsEndpoints.createReview, createReview]]),
}));

const { ReviewFormDialog, checkReviewForm } = await import('./review-form-dialog');

const orderId = '7a1b2c3d-4444-4444-8444-444444444444';

function renderDialog(onOpenChange = vi.fn()) {
  renderWithProviders(
    <ReviewFormDialog orderId={orderId} sellerName="Rita" isOpen onOpenChange={onOpenChange} />,
  );
  return onOpenChange;
}

describe('checkReviewForm', () => {
  it('needs a rating and keeps title and comment within their limits', () => {
    expect(checkReviewForm({ rating: null, title: '', comment: '', isAnonymous: false })).toEqual({
      rating: 'required',
    });
    expect(
      checkReviewForm({ rating: 3, title: 'x'.repeat(121), comment: 'y'.repeat(2001), isAnonymous: false }),
    ).toEqual({
      title: 'tooLong',
      comment: 'tooLong',
    });
    // Surrounding blanks do not count against the limit.
    expect(
      checkReviewForm({ rating: 5, title: ` ${'x'.repeat(120)} `, comment: '', isAnonymous: true }),
    ).toEqual({});
  });
});

describe('ReviewFormDialog', () => {
  setUpComponentTests({ namespaces: ['reviews'], fakes: [createReview] });

  it('offers the stars as a radio group and asks for a rating before sending', async () => {
    renderDialog();
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeTruthy();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(createReview).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Choose a rating from 1 to 5 stars.')).toBeNull();
  });

  it('sends trimmed texts and the anonymous choice, and closes on success', async () => {
    createReview.mockResolvedValue({ data: { review: {} } });
    const onOpenChange = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '  Great seller ' } });
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Post anonymously/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(createReview).toHaveBeenCalledWith({
      params: { orderId },
      body: { rating: 5, title: 'Great seller', comment: null, isAnonymous: true },
    });
  });

  it('keeps everything typed and shows the translated reason when the server refuses', async () => {
    await i18next.changeLanguage('de');
    createReview.mockRejectedValue(
      new ApiError({ status: 409, code: 'REVIEW_ALREADY_EXISTS', message: 'already reviewed' }),
    );
    const onOpenChange = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: '2 Sterne' }));
    fireEvent.change(screen.getByLabelText(/^Titel/), { target: { value: 'Zu spät geliefert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung veröffentlichen' }));
    expect(await screen.findByText('Deine Bewertung wurde nicht veröffentlicht')).toBeTruthy();
    expect(screen.getByText(i18next.t('errors.REVIEW_ALREADY_EXISTS', { lng: 'de' }))).toBeTruthy();
    expect((screen.getByLabelText(/^Titel/) as HTMLInputElement).value).toBe('Zu spät geliefert');
    expect(screen.getByRole('radio', { name: '2 Sterne' }).getAttribute('aria-checked')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

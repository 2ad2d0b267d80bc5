// @vitest-environment jsdom
import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpComponentTests } from '../../../../test/component-test.test-helper';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/api')>()),
  apiClient: { call },
}));

const { OwnerControls } = await import('./owner-controls');

type OwnerListing = Pick<ListingDetail, 'id' | 'title' | 'availability' | 'moderation'>;
const listing: OwnerListing = {
  id: '7a1b2c3d-4444-4444-8444-444444444444',
  title: 'Brass lamp',
  availability: 'available',
  moderation: null,
};
const decided = {
  decisionId: '1a1b2c3d-4444-4444-8444-444444444444',
  decidedAt: '2026-05-02T10:00:00.000Z',
};
const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe("the owner's controls of a moderated listing", () => {
  setUpComponentTests({ namespaces: ['listing-detail'], fakes: [call] });

  it('offers availability changes on a live listing', () => {
    renderWithProviders(<OwnerControls listing={listing} />);
    expect(buttonNames()).toEqual(expect.arrayContaining(['Edit listing', 'Reserve', 'Mark as sold']));
  });

  it('offers editing but no availability changes while moderation restricts it', () => {
    renderWithProviders(
      <OwnerControls listing={{ ...listing, moderation: { ...decided, kind: 'restricted' } }} />,
    );
    expect(buttonNames()).toContain('Edit listing');
    expect(buttonNames()).not.toContain('Reserve');
    expect(buttonNames()).not.toContain('Mark as sold');
    expect(screen.queryByText(/Live and available/)).toBeNull();
  });

  it('offers no editing once moderation removed it: it cannot go live again', () => {
    renderWithProviders(
      <OwnerControls listing={{ ...listing, moderation: { ...decided, kind: 'removed' } }} />,
    );
    expect(buttonNames()).not.toContain('Edit listing');
    expect(buttonNames()).toContain('Archive');
    expect(call).not.toHaveBeenCalled();
  });
});

import type { EndpointDefinition } from '@shared/api/endpoint';
import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client/api-error';

const publish = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api', () => ({
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) =>
      endpoint === listingDraftsEndpoints.publishDraft
        ? publish(input)
        : Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`)),
  },
}));
const track = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/analytics/analytics-client', () => ({ track }));

const { publishListingDraft } = await import('./publish-listing-draft');

const draftId = '7a0c2b1e-4444-4444-8444-444444444444';

describe('publishListingDraft', () => {
  beforeEach(() => {
    publish.mockReset();
    track.mockReset();
  });

  it('reports the publish step of the sell flow once the listing is published', async () => {
    publish.mockResolvedValue({ data: { slug: 'brass-floor-lamp' } });
    await expect(publishListingDraft(draftId, 3)).resolves.toEqual({ slug: 'brass-floor-lamp' });
    expect(publish).toHaveBeenCalledWith({ params: { id: draftId }, body: { baseVersion: 3 } });
    expect(track.mock.calls).toEqual([['sell_flow_step', { step: 'publish' }]]);
  });

  it('reports nothing when publishing is refused', async () => {
    publish.mockRejectedValue(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'no title' }));
    await expect(publishListingDraft(draftId, 3)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(track).not.toHaveBeenCalled();
  });
});

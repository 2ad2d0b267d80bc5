import { randomUUID } from 'node:crypto';

/** What user A owns when user B comes asking (resource-ownership.api.test.ts builds them). */
export interface OwnedRecords {
  savedSearchId: string;
  draftId: string;
  draftVersion: number;
  listingId: string;
  photoId: string;
  threadId: string;
  messageId: string;
  orderId: string;
  completedOrderId: string;
}

export interface OwnershipCase {
  operationId: string;
  /** The URL below /api with A's ids in it. */
  url(records: OwnedRecords): string;
  /** A body that passes validation, so only the ownership check can refuse it. */
  payload?(records: OwnedRecords): object;
  /**
   * A filter rather than a lookup answers 200 with nothing in it (the stranger's own empty view);
   * this says what "nothing" looks like for the route.
   */
  emptyAnswer?: object;
}

/**
 * One stranger's call per owned route: each must answer 404 (or 403 where the code says "not
 * yours to review"), never 2xx and never A's data.
 */
export const ownershipCases: readonly OwnershipCase[] = [
  {
    operationId: 'savedSearches.updateSavedSearch',
    url: (r) => `/saved-searches/${r.savedSearchId}`,
    payload: () => ({ label: 'mine now' }),
  },
  { operationId: 'savedSearches.deleteSavedSearch', url: (r) => `/saved-searches/${r.savedSearchId}` },
  { operationId: 'savedSearches.runSavedSearch', url: (r) => `/saved-searches/${r.savedSearchId}/run` },
  {
    operationId: 'pricing.getDraftPricingInsight',
    url: (r) => `/listing-drafts/${r.draftId}/pricing-insight`,
  },
  { operationId: 'listingDrafts.getDraft', url: (r) => `/listing-drafts/${r.draftId}` },
  {
    operationId: 'listingDrafts.saveDraft',
    url: (r) => `/listing-drafts/${r.draftId}`,
    payload: (r) => ({
      baseVersion: r.draftVersion,
      snapshot: { formatVersion: 1, fields: { language: 'en', title: 'Taken over' } },
      clientSessionId: 'intruder',
    }),
  },
  { operationId: 'listingDrafts.deleteDraft', url: (r) => `/listing-drafts/${r.draftId}` },
  {
    operationId: 'listingDrafts.publishDraft',
    url: (r) => `/listing-drafts/${r.draftId}/publish`,
    payload: (r) => ({ baseVersion: r.draftVersion }),
  },
  {
    operationId: 'listingDrafts.openListingEdit',
    url: (r) => `/listings/${r.listingId}/draft`,
    payload: () => ({ clientSessionId: 'intruder' }),
  },
  {
    operationId: 'listingStatus.changeListingStatus',
    url: (r) => `/listings/${r.listingId}/status`,
    payload: () => ({ to: 'ARCHIVED' }),
  },
  {
    operationId: 'listingStatus.changeListingAvailability',
    url: (r) => `/listings/${r.listingId}/availability`,
    payload: () => ({ to: 'sold' }),
  },
  {
    operationId: 'sellerListings.getMyListingStatusPanel',
    url: (r) => `/seller/listings/${r.listingId}/panel`,
  },
  {
    operationId: 'offers.getAgreedPrice',
    url: (r) => `/listings/${r.listingId}/agreed-price`,
    emptyAnswer: { data: { agreedPrice: null } },
  },
  { operationId: 'media.getMedia', url: (r) => `/media/${r.photoId}` },
  { operationId: 'media.getOriginal', url: (r) => `/media/${r.photoId}/original` },
  {
    operationId: 'media.listMedia',
    url: (r) => `/media?ids=${r.photoId}`,
    emptyAnswer: { data: { assets: [] } },
  },
  {
    operationId: 'media.arrangeMedia',
    url: () => '/media/arrangement',
    payload: (r) => ({ ids: [r.photoId], primaryId: r.photoId }),
  },
  { operationId: 'media.deleteMedia', url: (r) => `/media/${r.photoId}` },
  {
    operationId: 'media.updateAltText',
    url: (r) => `/media/${r.photoId}/alt-text`,
    payload: () => ({ altText: 'Taken over', status: 'edited' }),
  },
  {
    operationId: 'media.generateAltText',
    url: (r) => `/media/${r.photoId}/alt-text/generate`,
    payload: () => ({ language: 'en' }),
  },
  {
    operationId: 'media.cropMedia',
    url: (r) => `/media/${r.photoId}/crop`,
    payload: () => ({ aspect: '1:1', area: { x: 0, y: 0, width: 0.5, height: 0.5 } }),
  },
  { operationId: 'chat.getThread', url: (r) => `/chat/threads/${r.threadId}` },
  { operationId: 'chat.listMessages', url: (r) => `/chat/threads/${r.threadId}/messages` },
  {
    operationId: 'chat.sendMessage',
    url: (r) => `/chat/threads/${r.threadId}/messages`,
    payload: () => ({ clientId: randomUUID(), body: 'Intruder here' }),
  },
  {
    operationId: 'chat.markThreadRead',
    url: (r) => `/chat/threads/${r.threadId}/read`,
    payload: (r) => ({ upToMessageId: r.messageId }),
  },
  {
    operationId: 'chat.reportThread',
    url: (r) => `/chat/threads/${r.threadId}/report`,
    payload: () => ({ reason: 'spam' }),
  },
  {
    operationId: 'chatAssistant.getAssistantSuggestions',
    url: (r) => `/chat/threads/${r.threadId}/assistant/suggestions?messageId=${r.messageId}`,
  },
  { operationId: 'orders.getOrder', url: (r) => `/orders/${r.orderId}` },
  { operationId: 'orders.payOrder', url: (r) => `/orders/${r.orderId}/pay` },
  {
    operationId: 'orders.shipOrder',
    url: (r) => `/orders/${r.orderId}/ship`,
    payload: () => ({ carrier: 'DHL', trackingNumber: '00340012' }),
  },
  {
    operationId: 'orders.handOverOrder',
    url: (r) => `/orders/${r.orderId}/hand-over`,
    payload: () => ({ code: '123456' }),
  },
  { operationId: 'orders.completeOrder', url: (r) => `/orders/${r.orderId}/complete` },
  {
    operationId: 'orders.cancelOrder',
    url: (r) => `/orders/${r.orderId}/cancel`,
    payload: () => ({ reason: 'other' }),
  },
  {
    operationId: 'orders.reportOrderProblem',
    url: (r) => `/orders/${r.orderId}/problem`,
    payload: () => ({ reason: 'other', note: 'Not my order at all' }),
  },
  {
    operationId: 'reviews.createReview',
    url: (r) => `/orders/${r.completedOrderId}/review`,
    payload: () => ({ rating: 1 }),
  },
  { operationId: 'reviews.requestReview', url: (r) => `/orders/${r.completedOrderId}/review-request` },
];

export const ownershipCaseIds = ownershipCases.map((ownershipCase) => ownershipCase.operationId);

import { defineEndpoint, permission, publicAccess } from '../api/endpoint';
import {
  payoutOnboardingResponseSchema,
  sellerPaymentStatusResponseSchema,
  taxProfileRequestSchema,
  taxProfileResponseSchema,
  webhookReceiptSchema,
} from './payments.schema';

const tags = ['payments'];
const sellers = permission('listings:sell');

/** Stripe's webhook, the seller's payout account and DAC7 tax details (issue 17, ADR 058, ADR 063). */
export const paymentsEndpoints = {
  receiveStripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/payments/stripe/webhook',
    summary: 'Stripe events (checkout, refunds, connected accounts), verified by their signature',
    description:
      'The body is read as sent and checked against the Stripe-Signature header; each event id is handled once (a replay answers 200 and changes nothing).',
    tags,
    access: publicAccess,
    rawJsonBody: true,
    responses: { 200: webhookReceiptSchema },
    errors: ['WEBHOOK_SIGNATURE_INVALID', 'NOT_CONFIGURED'],
  }),
  getSellerPaymentStatus: defineEndpoint({
    method: 'GET',
    path: '/payments/seller-status',
    summary: "The seller's payout account, this year's completed sales and the DAC7 thresholds",
    tags,
    access: sellers,
    responses: { 200: sellerPaymentStatusResponseSchema },
    errors: [],
  }),
  startPayoutOnboarding: defineEndpoint({
    method: 'POST',
    path: '/payments/payout-account',
    summary: "Connects a payout account (Stripe Connect) and answers the provider's onboarding page",
    tags,
    access: permission('listings:sell', { needsVerifiedEmail: true }),
    responses: { 200: payoutOnboardingResponseSchema },
    errors: ['NOT_CONFIGURED', 'PAYMENT_PROVIDER_FAILED'],
    rateLimit: { max: 10, windowMs: 60_000, per: 'account', message: 'Too many attempts; wait a moment.' },
  }),
  getTaxProfile: defineEndpoint({
    method: 'GET',
    path: '/payments/tax-profile',
    summary: "The seller's DAC7 tax details; the tax identification number only as its last 3 characters",
    tags,
    access: sellers,
    responses: { 200: taxProfileResponseSchema },
    errors: [],
  }),
  saveTaxProfile: defineEndpoint({
    method: 'PUT',
    path: '/payments/tax-profile',
    summary: "Saves the seller's DAC7 tax details and releases payouts they held",
    tags,
    access: sellers,
    body: taxProfileRequestSchema,
    responses: { 200: taxProfileResponseSchema },
    errors: [],
    rateLimit: { max: 20, windowMs: 60_000, per: 'account', message: 'Too many attempts; wait a moment.' },
  }),
};

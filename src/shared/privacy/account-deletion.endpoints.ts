import { defineEndpoint, signedIn } from '../api/endpoint';
import {
  communicationConsentDecisionSchema,
  consentsResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  deletionPreflightResponseSchema,
} from './account-deletion.schema';

const tags = ['privacy'];

/** Account deletion (Art. 17 GDPR) and the consent records (Art. 7), issue 18, ADR 070. */
export const accountDeletionEndpoints = {
  getDeletionPreflight: defineEndpoint({
    method: 'GET',
    path: '/account/deletion/preflight',
    summary: 'What must finish before the account can be deleted (open orders, payouts, objections)',
    tags,
    access: signedIn,
    responses: { 200: deletionPreflightResponseSchema },
    errors: [],
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/account/deletion',
    summary:
      'Delete the account after re-entering the password (or a two-factor code): sessions end, listings are withdrawn, personal data is erased; what the law requires is retained apart',
    tags,
    access: signedIn,
    body: deleteAccountRequestSchema,
    responses: { 200: deleteAccountResponseSchema },
    errors: [
      'INVALID_CREDENTIALS',
      'TWO_FACTOR_REQUIRED',
      'INVALID_OTP',
      'INVALID_RECOVERY_CODE',
      'ACCOUNT_DELETION_BLOCKED',
      'RATE_LIMITED',
    ],
    rateLimit: {
      max: 10,
      windowMs: 15 * 60 * 1000,
      per: 'account',
      message: 'Too many attempts to delete the account. Try again later.',
    },
  }),
  getConsents: defineEndpoint({
    method: 'GET',
    path: '/consents',
    summary: 'The analytics and communication consent with their text versions, and every record',
    tags,
    access: signedIn,
    responses: { 200: consentsResponseSchema },
    errors: [],
  }),
  decideCommunicationConsent: defineEndpoint({
    method: 'POST',
    path: '/consents/communication',
    summary: 'Give or withdraw the communication consent; a record with the text version is kept',
    tags,
    access: signedIn,
    body: communicationConsentDecisionSchema,
    responses: { 200: consentsResponseSchema },
    errors: [],
  }),
};

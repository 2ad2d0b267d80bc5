import { binaryResponse, defineEndpoint, publicAccess, signedIn } from '../api/endpoint';
import {
  dataExportDownloadQuerySchema,
  dataExportParamsSchema,
  dataExportResponseSchema,
  latestDataExportResponseSchema,
} from './data-export.schema';

const tags = ['privacy'];

/** The GDPR data export: request, progress and the signed download (issue 18, ADR 067). */
export const dataExportEndpoints = {
  requestDataExport: defineEndpoint({
    method: 'POST',
    path: '/privacy/exports',
    summary: 'Ask for an archive of everything we hold about the caller (GDPR Art. 15, 20); a job builds it',
    tags,
    access: signedIn,
    responses: { 202: dataExportResponseSchema },
    errors: ['EXPORT_IN_PROGRESS', 'RATE_LIMITED'],
    rateLimit: {
      max: 5,
      windowMs: 24 * 60 * 60 * 1000,
      per: 'account',
      message: 'Too many data exports requested today. Try again tomorrow.',
    },
  }),
  getLatestDataExport: defineEndpoint({
    method: 'GET',
    path: '/privacy/exports/latest',
    summary: "The caller's latest export: status, progress and, once ready, the signed download link",
    tags,
    access: signedIn,
    responses: { 200: latestDataExportResponseSchema },
    errors: [],
  }),
  downloadDataExport: defineEndpoint({
    method: 'GET',
    path: '/privacy/exports/:exportId/download',
    summary: 'The ZIP archive; the signed link is the authorisation (48 hours, owner bound, ADR 067)',
    description:
      'No session needed: a browser download cannot send the bearer token. The HMAC-SHA256 signature ' +
      'over export id, expiry and owner is checked in constant time; the export must still be ready.',
    tags,
    access: publicAccess,
    params: dataExportParamsSchema,
    query: dataExportDownloadQuerySchema,
    responses: { 200: binaryResponse('The ZIP archive (application/zip)') },
    errors: ['FORBIDDEN', 'EXPORT_LINK_EXPIRED'],
  }),
};

/** The GDPR data export: request, progress and the signed download (issue 18, ADR 067). */
export const dataExportEndpoints = {};

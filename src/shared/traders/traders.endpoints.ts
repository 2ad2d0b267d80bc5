/** Commercial sellers and their trader information (issue 18, ADR 066). */
export const tradersEndpoints = {};

/** Account deletion and the consent records (issue 18, ADR 067). */
export const accountDeletionEndpoints = {};

/** Feedback tickets (spec §7 POST /support/feedback, issue 18, ADR 069). */
export const supportEndpoints = {};

/** Analytics consent, events and the admin funnel (spec §7, issue 18, ADR 068). */
export const analyticsEndpoints = {};

/** The power-user tour state (spec §3, §4, issue 18). */
export const tourEndpoints = {};

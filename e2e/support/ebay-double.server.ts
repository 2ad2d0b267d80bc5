import { startEbayDouble } from '../../src/server/test/ebay-double';

/**
 * Starts the eBay double (ADR 073) for Playwright's webServer. `EBAY_DOUBLE_PORT`,
 * `EBAY_DOUBLE_CLIENT_ID`, `EBAY_DOUBLE_CLIENT_SECRET`, `EBAY_DOUBLE_RU_NAME` (the app's keyset and
 * RuName) and `EBAY_DOUBLE_ACCEPT_URL` (the app's /api/marketplaces/ebay/callback, where the consent
 * page sends the browser back) are required. Ready when GET / answers.
 */
const port = Number(process.env.EBAY_DOUBLE_PORT);
const clientId = process.env.EBAY_DOUBLE_CLIENT_ID;
const clientSecret = process.env.EBAY_DOUBLE_CLIENT_SECRET;
const ruName = process.env.EBAY_DOUBLE_RU_NAME;
const acceptUrl = process.env.EBAY_DOUBLE_ACCEPT_URL;
if (!Number.isInteger(port) || port <= 0 || !clientId || !clientSecret || !ruName || !acceptUrl) {
  console.error(
    'EBAY_DOUBLE_PORT, EBAY_DOUBLE_CLIENT_ID, EBAY_DOUBLE_CLIENT_SECRET, EBAY_DOUBLE_RU_NAME and EBAY_DOUBLE_ACCEPT_URL are required',
  );
  process.exit(1);
}

const double = await startEbayDouble({ port, clientId, clientSecret, ruName, acceptUrl });
console.info(`eBay double listening on ${double.url}, consent back to ${acceptUrl}`);

const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

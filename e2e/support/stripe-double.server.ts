import { startStripeDouble } from '../../src/server/test/stripe-double';

/**
 * Starts the Stripe double for Playwright's webServer. `STRIPE_DOUBLE_PORT`, `STRIPE_DOUBLE_SECRET_KEY`,
 * `STRIPE_DOUBLE_WEBHOOK_SECRET` and `STRIPE_DOUBLE_WEBHOOK_URL` (the app's webhook) are required.
 * Ready when GET / answers.
 */
const port = Number(process.env.STRIPE_DOUBLE_PORT);
const secretKey = process.env.STRIPE_DOUBLE_SECRET_KEY;
const webhookSecret = process.env.STRIPE_DOUBLE_WEBHOOK_SECRET;
const webhookUrl = process.env.STRIPE_DOUBLE_WEBHOOK_URL;
if (!Number.isInteger(port) || port <= 0 || !secretKey || !webhookSecret || !webhookUrl) {
  console.error(
    'STRIPE_DOUBLE_PORT, STRIPE_DOUBLE_SECRET_KEY, STRIPE_DOUBLE_WEBHOOK_SECRET and STRIPE_DOUBLE_WEBHOOK_URL are required',
  );
  process.exit(1);
}

const double = await startStripeDouble({
  port,
  secretKey,
  webhookSecret,
  webhookTarget: { url: webhookUrl },
});
console.info(`Stripe double listening on ${double.url}, webhooks to ${webhookUrl}`);

const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

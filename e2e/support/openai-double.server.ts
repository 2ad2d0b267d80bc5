import { startOpenAiDouble } from '../../src/server/test/openai-double';

/**
 * Starts the OpenAI double for Playwright's webServer: `OPENAI_DOUBLE_PORT` (required), and
 * optionally `OPENAI_DOUBLE_API_KEY` (then requests must carry it). Ready when GET /v1/models answers.
 */
const port = Number(process.env.OPENAI_DOUBLE_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('OPENAI_DOUBLE_PORT must be a port number');
  process.exit(1);
}

const double = await startOpenAiDouble({ port, apiKey: process.env.OPENAI_DOUBLE_API_KEY || undefined });
console.info(`OpenAI double listening on ${double.url}`);

const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

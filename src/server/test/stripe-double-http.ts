import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormObject } from './stripe-double-form';
import { text } from './stripe-double-form';

/** The Stripe double's wire: ids, Stripe's error body, form integers, responses and signatures. */

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export const apiVersion = '2026-10-28.endive';

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param, code);
export const missing = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
export const noSuch = (kind: string, id: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'id', 'resource_missing');

export function integerOf(form: FormObject | undefined, key: string): number | undefined {
  const value = text(form, key);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, key);
  return Number(value);
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

export function signStripePayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

import { randomBytes } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  feedbackScreenshotMaxBytes,
  feedbackTicketCreatedResponseSchema,
  feedbackTicketResponseSchema,
  feedbackTicketsResponseSchema,
} from '@shared/support/feedback.schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackTickets } from '../../db/schema/platform.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { readStream } from '../media/media-storage';
import { mediaStoresOf } from '../media/media-storage-selection';

async function pngDataUrl() {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return { png, dataUrl: `data:image/png;base64,${png.toString('base64')}` };
}

const baseReport = {
  category: 'bug',
  impact: 'blocking',
  message: 'The checkout button does nothing on my phone.',
  context: { locale: 'en', theme: 'dark', viewport: '390x844', appVersion: '0.1.0' },
  path: '/checkout?token=abc123',
  diagnostics: { userAgent: 'Mozilla/5.0', online: true, time: '2026-11-26T10:00:00.000Z' },
  logs: [
    { level: 'error', message: 'GET /api/orders failed: 500', at: '2026-11-26T09:59:00.000Z' },
    { level: 'request', message: 'Authorization: Bearer secret-token-value', at: '2026-11-26T09:59:01.000Z' },
  ],
} as const;

describe('feedback tickets', () => {
  let context: TestContext;
  let moderator: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    moderator = await createTestUser(context, { label: 'fb-moderator', roles: ['moderator', 'buyer'] });
    buyer = await createTestUser(context, { label: 'fb-buyer' });
  });
  afterAll(() => context.close());

  const send = (body: Record<string, unknown>, headers: Record<string, string> = buyer.headers) =>
    context.app.inject({ method: 'POST', url: '/api/support/feedback', headers, payload: body });
  const ticketRows = (marker: string) =>
    context.database.db.select().from(feedbackTickets).where(eq(feedbackTickets.message, marker));
  const uploads = () => mediaStoresOf(context.app.deps.config).uploads;

  it('stores a report with its screenshot; staff read it and the picture, nobody else', async () => {
    const { png, dataUrl } = await pngDataUrl();
    const response = await send({ ...baseReport, screenshot: dataUrl });
    expect(response.statusCode, response.body).toBe(201);
    const { ticketId } = feedbackTicketCreatedResponseSchema.parse(response.json()).data;
    expect(ticketId).toMatch(/^FB-[0-9A-Z]{6}$/);

    const [row] = await ticketRows(baseReport.message);
    expect(row).toMatchObject({ reference: ticketId, tenantId: 'dev', userId: buyer.id, status: 'open' });
    expect(row?.screenshotBytes).toBe(png.length);
    expect(row?.path).toBe('/checkout?token=[redacted]');
    expect(JSON.stringify(row?.logs)).not.toContain('secret-token-value');
    expect(await uploads().exists(row?.screenshotKey ?? '')).toBe(true);

    const detail = await context.app.inject({
      method: 'GET',
      url: `/api/support/feedback/${ticketId}`,
      headers: moderator.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const ticket = feedbackTicketResponseSchema.parse(detail.json()).data.ticket;
    expect(ticket).toMatchObject({
      ticketId,
      message: baseReport.message,
      category: 'bug',
      impact: 'blocking',
      hasScreenshot: true,
      reporter: { id: buyer.id },
      context: baseReport.context,
    });
    expect(ticket.logs).toHaveLength(2);
    expect(ticket.screenshotPath).toBe(`/support/feedback/${ticketId}/screenshot`);

    const picture = await context.app.inject({
      method: 'GET',
      url: `/api${ticket.screenshotPath}`,
      headers: moderator.headers,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);

    for (const caller of [buyer.headers, {}]) {
      const refused = await context.app.inject({
        method: 'GET',
        url: `/api${ticket.screenshotPath}`,
        headers: caller,
      });
      expect([401, 403]).toContain(refused.statusCode);
      const detailRefused = await context.app.inject({
        method: 'GET',
        url: `/api/support/feedback/${ticketId}`,
        headers: caller,
      });
      expect([401, 403]).toContain(detailRefused.statusCode);
    }
    // The object is private: the public media path does not serve it.
    const stored = await uploads().get(row?.screenshotKey ?? '');
    expect(stored && (await readStream(stored.body)).equals(png)).toBe(true);
    const publicPath = await context.app.inject({ method: 'GET', url: `/media/${row?.screenshotKey}` });
    expect(publicPath.statusCode).not.toBe(200);
  });

  it('takes a guest report with defaults and the dev tenant, or the tenant of the header', async () => {
    const message = 'Guest report without screenshot, defaults please.';
    const response = await send({ message }, {});
    expect(response.statusCode, response.body).toBe(201);
    const tenantMessage = 'Report for another tenant, with header set.';
    const withTenant = await send({ message: tenantMessage }, { 'x-tenant-id': 'Shop-2' });
    expect(withTenant.statusCode, withTenant.body).toBe(201);
    const [row] = await ticketRows(message);
    expect(row).toMatchObject({
      tenantId: 'dev',
      userId: null,
      category: 'bug',
      impact: 'disruptive',
      screenshotKey: null,
      logs: [],
    });
    expect((await ticketRows(tenantMessage))[0]?.tenantId).toBe('shop-2');
    const badTenant = await send({ message: tenantMessage }, { 'x-tenant-id': '../etc' });
    expect(badTenant.statusCode).toBe(400);
  });

  it('refuses a message under 10 trimmed characters with a field error and stores nothing', async () => {
    const message = '   short    ';
    const response = await send({ ...baseReport, message });
    expect(response.statusCode).toBe(400);
    const error = errorResponseSchema.parse(response.json()).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.issues).toContainEqual(
      expect.objectContaining({ path: 'body.message', message: 'messageTooShort' }),
    );
    expect(await ticketRows('short')).toHaveLength(0);
    const tooLong = await send({ ...baseReport, message: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses an oversized screenshot with 413 and stores nothing', async () => {
    const message = 'A report whose screenshot is far too large.';
    const bytes = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(feedbackScreenshotMaxBytes),
    ]);
    const response = await send({
      ...baseReport,
      message,
      screenshot: `data:image/png;base64,${bytes.toString('base64')}`,
    });
    expect(response.statusCode).toBe(413);
    const error = errorResponseSchema.parse(response.json()).error;
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.details).toMatchObject({ field: 'screenshot', maxBytes: feedbackScreenshotMaxBytes });
    expect(await ticketRows(message)).toHaveLength(0);
  });

  it('refuses a screenshot that is not a PNG and stores nothing', async () => {
    const message = 'A report whose screenshot is a JPEG in disguise.';
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    for (const screenshot of [
      `data:image/png;base64,${jpeg.toString('base64')}`,
      `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      'data:image/png;base64,@@@not-base64',
    ]) {
      const response = await send({ ...baseReport, message, screenshot });
      expect(response.statusCode).toBe(400);
      const error = errorResponseSchema.parse(response.json()).error;
      expect(error.details?.issues).toContainEqual(
        expect.objectContaining({ path: 'body.screenshot', message: 'screenshotNotPng' }),
      );
    }
    expect(await ticketRows(message)).toHaveLength(0);
  });

  it('lists tickets by status and lets staff change the status', async () => {
    const message = 'Listing test: this one moves to resolved.';
    const created = await send({ ...baseReport, message }, moderator.headers);
    const { ticketId } = feedbackTicketCreatedResponseSchema.parse(created.json()).data;
    const list = async (status: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/support/feedback?status=${status}`,
        headers: moderator.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return feedbackTicketsResponseSchema.parse(response.json()).data;
    };
    expect((await list('open')).tickets.map((ticket) => ticket.ticketId)).toContain(ticketId);

    const forbidden = await context.app.inject({
      method: 'PATCH',
      url: `/api/support/feedback/${ticketId}`,
      headers: buyer.headers,
      payload: { status: 'resolved' },
    });
    expect(forbidden.statusCode).toBe(403);
    const changed = await context.app.inject({
      method: 'PATCH',
      url: `/api/support/feedback/${ticketId}`,
      headers: moderator.headers,
      payload: { status: 'resolved' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(feedbackTicketResponseSchema.parse(changed.json()).data.ticket.status).toBe('resolved');

    expect((await list('open')).tickets.map((ticket) => ticket.ticketId)).not.toContain(ticketId);
    const resolved = await list('resolved');
    expect(resolved.tickets.map((ticket) => ticket.ticketId)).toContain(ticketId);
    expect(resolved.tickets.every((ticket) => ticket.status === 'resolved')).toBe(true);
    expect((await list('all')).total).toBeGreaterThanOrEqual(resolved.total);

    const missing = await context.app.inject({
      method: 'PATCH',
      url: '/api/support/feedback/FB-222222',
      headers: moderator.headers,
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

describe('serving the built web app', () => {
  let context: TestContext;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'kleinkram-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Kleinkram</title>');
    writeFileSync(path.join(webRoot, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1);');
    context = await createTestApp({ webRoot });
  });

  afterAll(async () => {
    await context.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('caches hashed bundles for a year and never the shell or the service worker', async () => {
    const bundle = await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await context.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const shell = await context.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<title>Kleinkram</title>');
  });

  it('answers unknown pages with the shell for the client router, and unknown API paths with 404', async () => {
    const page = await context.app.inject({
      method: 'GET',
      url: '/listings/anything',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Kleinkram</title>');

    const api = await context.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
  });
});

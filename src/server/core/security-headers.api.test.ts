import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const directivesOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values] as const),
  );

describe('security headers', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('lets pages use the camera, microphone and location of this site only, and nothing else it lists', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const policy = new Map(
      String(response.headers['permissions-policy'])
        .split(',')
        .map((entry) => entry.trim().split('=') as [string, string]),
    );
    expect(policy.get('camera')).toBe('(self)');
    expect(policy.get('microphone')).toBe('(self)');
    expect(policy.get('geolocation')).toBe('(self)');
    for (const feature of ['payment', 'usb', 'serial', 'midi', 'display-capture', 'browsing-topics']) {
      expect(policy.get(feature), feature).toBe('()');
    }
  });

  it('allows connections (websockets included) to this site only', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const connectSrc = directivesOf(response.headers['content-security-policy']).get('connect-src') ?? [];
    expect(connectSrc).toContain("'self'");
    for (const source of connectSrc) {
      expect(["'self'", 'ws://localhost:3000'], source).toContain(source);
    }
  });
});

describe('API documentation', () => {
  it('is served by default outside production', async () => {
    const context = await createTestApp();
    try {
      expect((await context.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('is not served with API_DOCS=off', async () => {
    const context = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
        expect((await context.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await context.close();
    }
  });
});

import { outboxResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

describe('development outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('lists the messages as JSON and as an escaped, self-refreshing page', async () => {
    const email = 'a<b>"x@example.com';
    const registered = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/registerV2/',
      payload: { email, password: 'secret-pass1', ageConfirmed: true, agreementsConfirmed: true },
    });
    expect(registered.statusCode, registered.body).toBe(200);

    const json = await callApi(testApp.app, { url: '/rest/dev/outbox/' });
    expect(json.headers['cache-control']).toBe('no-store');
    const [message] = outboxResponseSchema.parse(json.json()).messages;
    expect(message).toMatchObject({ channel: 'email', recipient: email });

    const page = await testApp.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('http-equiv="refresh"');
    expect(page.body).toContain('a&lt;b&gt;&quot;x@example.com');
    expect(page.body).not.toContain('a<b>');
  });
});

describe('development outbox in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        // Production requires Redis; nothing here uses it, so a port nobody listens on does.
        REDIS_URL: 'redis://127.0.0.1:1',
        SESSION_SECRET: 'a-real-production-secret-0123456789abcdef',
        PUSH_TOKEN_SECRET: 'another-production-secret-0123456789abcdef',
        STUDIO_WALLET_SECRET: 'a-studio-production-secret-0123456789abcdef',
        BACKOFFICE_SECRET: 'a-backoffice-production-secret-0123456789ab',
      },
    });
  });
  afterAll(() => testApp?.close());

  it('is not served', async () => {
    expect((await callApi(testApp.app, { url: '/rest/dev/outbox/' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_SECURITY_POLICY, registerConsolePages } from './console-pages.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/backoffice/assets/app.js"></script></head></html>';

describe('registerConsolePages', () => {
  let folder: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'console-pages-'));
    const build = path.join(folder, 'build');
    mkdirSync(path.join(build, 'assets'), { recursive: true });
    writeFileSync(path.join(build, 'index.html'), INDEX);
    writeFileSync(path.join(build, 'assets', 'app.js'), 'console.log("console")');
    writeFileSync(path.join(folder, 'package.json'), '{"secret":true}');
    writeFileSync(path.join(build, 'package.json'), '{"secret":true}');
    app = Fastify({ logger: false });
    registerConsolePages(app, build);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers every page path with index.html and the console headers', async () => {
    for (const url of [
      '/backoffice/',
      '/backoffice/players',
      '/backoffice/players/42?tab=notes',
      '/backoffice/login',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    const head = await app.inject({ method: 'HEAD', url: '/backoffice/withdrawals' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves an asset with a year-long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/backoffice/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("console")');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/backoffice/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });

  it('refuses paths that leave the assets folder', async () => {
    for (const url of [
      '/backoffice/assets/..%2f..%2fpackage.json',
      '/backoffice/assets/..%2fpackage.json',
      '/backoffice/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/backoffice/assets/..%5c..%5cpackage.json',
      '/backoffice/assets/%2fetc%2fpasswd',
      '/backoffice/assets/..%252f..%252fpackage.json',
      '/backoffice/assets/%E0%A4%A',
      '/backoffice/assets/',
      '/backoffice/assets/app.js%00.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      // A malformed escape is refused by Fastify itself (400) before any route.
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('secret');
    }
  });

  it('redirects /backoffice to /backoffice/', async () => {
    const response = await app.inject({ method: 'GET', url: '/backoffice?from=mail' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/backoffice/?from=mail');
  });

  it('leaves the API paths alone', async () => {
    for (const url of [
      '/backoffice/api/x',
      '/backoffice/api/',
      '/backoffice/api',
      '/backoffice/api/players/1/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<!doctype html>');
    }
  });

  it('gives way to the API routes registered beside it', async () => {
    const withApi = Fastify({ logger: false });
    withApi.get('/backoffice/api/session/', async () => ({ success: true }));
    withApi.all('/backoffice/api/*', async (_request, reply) => reply.status(404).send({ api: true }));
    registerConsolePages(withApi, path.join(folder, 'build'));
    await withApi.ready();
    expect((await withApi.inject({ method: 'GET', url: '/backoffice/api/session/' })).json()).toEqual({
      success: true,
    });
    expect((await withApi.inject({ method: 'GET', url: '/backoffice/api/x' })).json()).toEqual({ api: true });
    expect((await withApi.inject({ method: 'GET', url: '/backoffice/players' })).statusCode).toBe(200);
    await withApi.close();
  });

  it('says the console is not built when its build is missing', async () => {
    const bare = Fastify({ logger: false });
    registerConsolePages(bare, path.join(folder, 'nothing-here'));
    await bare.ready();
    const response = await bare.inject({ method: 'GET', url: '/backoffice/players' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('The back office is not built: run npm run build');
    await bare.close();
  });
});

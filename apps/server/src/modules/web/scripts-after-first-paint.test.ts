import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

const NONCE = 'nonce-placeholder';
const BOOT = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';

/** The shape of the renderer's pages: preloads in the head, the boot module among the body's scripts. */
function renderedPage(boots = 1, preloads = ['/assets/entry.client.js', '/assets/framework.js']): string {
  return [
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="app"/>',
    ...preloads.map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`),
    '</head><body><main>Page</main>',
    `<script nonce="${NONCE}">window.__context = {};</script>`,
    ...Array.from(
      { length: boots },
      () => `<script nonce="${NONCE}" type="module" async="">${BOOT}</script>`,
    ),
    `<script nonce="${NONCE}">window.__context.enqueue("data");</script>`,
    '</body></html>',
  ].join('');
}

/** Runs the added loader against a stand-in document and returns what it put back, frame by frame. */
function runLoader(html: string) {
  const loader = /<script nonce="[^"]*">(\(function\(\)\{var boot=.*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader script');
  const inert = /<script[^>]* type="text\/x-inert-module" id="boot-module">(.*?)<\/script>/s.exec(html)?.[1];
  const added: { head: Record<string, string>[]; body: Record<string, string>[] } = { head: [], body: [] };
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = () => ({}) as Record<string, string>;
  runInNewContext(loader, {
    document: {
      currentScript: { nonce: 'response-nonce' },
      getElementById: (id: string) => (id === 'boot-module' ? { textContent: inert } : null),
      createElement: element,
      head: { appendChild: (node: Record<string, string>) => added.head.push(node) },
      body: { appendChild: (node: Record<string, string>) => added.body.push(node) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { added, frames, timers };
}

describe('loading the scripts after the first paint', () => {
  it('drops the preloads and makes the boot module inert, so nothing is fetched before the first paint', () => {
    const html = loadScriptsAfterFirstPaint(renderedPage(), NONCE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="text/x-inert-module" id="boot-module">${BOOT}</script>`,
    );
    // Everything else stays in its place: the page, the stylesheet and the scripts around the boot module.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="app"/>');
    expect(html.indexOf('window.__context = {}')).toBeLessThan(html.indexOf('boot-module'));
    expect(html.indexOf('enqueue("data")')).toBeGreaterThan(html.indexOf('boot-module'));
    expect(html).toMatch(new RegExp(`</script><script nonce="${NONCE}">\\(function`));
  });

  it('puts the preloads back one per task once the next frame has been painted, then the boot module', () => {
    const preloads = Array.from({ length: 6 }, (_, index) => `/assets/chunk-${index}.js`);
    const { added, frames, timers } = runLoader(loadScriptsAfterFirstPaint(renderedPage(1, preloads), NONCE));
    expect(added.head).toEqual([]);
    frames.shift()?.();
    expect(added.head).toEqual([]);
    const tasks: { head: number; body: number }[] = [];
    for (let task = timers.shift(); task; task = timers.shift()) {
      task();
      tasks.push({ head: added.head.length, body: added.body.length });
    }
    // A preload in each task, then the boot module in a task of its own.
    expect(tasks).toEqual([
      { head: 1, body: 0 },
      { head: 2, body: 0 },
      { head: 3, body: 0 },
      { head: 4, body: 0 },
      { head: 5, body: 0 },
      { head: 6, body: 0 },
      { head: 6, body: 1 },
    ]);
    expect(added.head).toEqual(preloads.map((href) => ({ rel: 'modulepreload', href })));
    expect(added.body).toEqual([{ type: 'module', nonce: 'response-nonce', textContent: BOOT }]);
  });

  it('leaves a page without exactly one boot module as it was', () => {
    for (const page of [renderedPage(0), renderedPage(2)]) {
      expect(loadScriptsAfterFirstPaint(page, NONCE)).toBe(page);
    }
  });
});

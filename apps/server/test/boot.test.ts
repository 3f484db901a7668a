import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-boot-test-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real entry point with only the given environment and waits for it to exit. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit with ${JSON.stringify(env)}; stderr: ${stderr}`));
    }, 15_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('starting the server with a bad configuration', () => {
  it.each([
    ['BRAND', 'nope'],
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
  ])('exits non-zero naming %s when it is %s', async (name, value) => {
    const { code, stderr } = await startServer({ [name]: value });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(new RegExp(`${name}: .*"${value}"`));
  });
});

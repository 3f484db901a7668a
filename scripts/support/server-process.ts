import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATED_PGLITE_VARIABLE } from './migrated-data-folder.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real server (apps/server/src/main.ts) on a free port with its own throwaway PGlite folder (a copy of
 * the run's migrated one when E2E_MIGRATED_PGLITE names it, see migrated-data-folder.ts), waits
 * until `/readyz` answers (60 s unless told otherwise: a loaded machine migrates a new database slowly), and stops
 * it (SIGTERM) when asked.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { readyWithinMs?: number } = {},
): Promise<RunningServer> {
  const readyWithinMs = options.readyWithinMs ?? 60_000;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = mkdtempSync(path.join(tmpdir(), 'casino-server-'));
  const dataDir = env.DATA_DIR ?? ownDataDir;
  const migrated = process.env[MIGRATED_PGLITE_VARIABLE];
  // A server whose folder has no database yet starts from the run's migrated one, when the run made one.
  const pgliteDir = path.join(dataDir, 'pglite');
  if (migrated && !env.DATABASE_URL && !existsSync(pgliteDir))
    cpSync(migrated, pgliteDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The address the browser uses: pages the server builds links to (payment pages, return addresses) stay on it.
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PUSH_TOKEN_SECRET: randomBytes(24).toString('hex'),
      STUDIO_WALLET_SECRET: randomBytes(24).toString('hex'),
      BACKOFFICE_SECRET: randomBytes(24).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(ownDataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { url, pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`server did not become ready within ${readyWithinMs / 1000} s`);
}

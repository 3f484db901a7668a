/**
 * `npm run typecheck`: every workspace's own type check, as many at once as the machine has cores (each `tsc` uses
 * one). A workspace's output is printed whole when it finishes, so two never interleave; the run fails if any does.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The workspaces (the folders under `apps/` and `packages/`) with a `typecheck` script, the slowest first. */
function workspaces(): string[] {
  const found = ['apps', 'packages'].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder)).map((name) => path.join(folder, name)),
  );
  const checked = found.filter((folder) => {
    try {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      return typeof manifest.scripts?.typecheck === 'string';
    } catch {
      return false;
    }
  });
  // The apps take the longest: started first, the packages fill in beside them.
  return checked.sort((a, b) => Number(b.startsWith('apps')) - Number(a.startsWith('apps')));
}

function typecheck(folder: string): Promise<boolean> {
  const child = spawn('npm', ['run', 'typecheck', '--silent'], {
    cwd: path.join(ROOT, folder),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trim();
      console.log(`${code === 0 ? '✓' : '✗'} ${folder}${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    }),
  );
}

const queue = workspaces();
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
      if (!(await typecheck(folder))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);

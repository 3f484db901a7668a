/**
 * Runs after `npm install` (postinstall). Native packages ship one optional package per platform; when the registry
 * cannot serve another platform's build, npm leaves it out of package-lock.json and `npm ci` then refuses the lock
 * ("Missing: @biomejs/cli-win32-x64 from lock file"). This adds such entries, marked optional and limited to their
 * os/cpu, so `npm ci` accepts the lock and skips them on every other platform. Entries npm wrote are never changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OPERATING_SYSTEMS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'sunos',
  'win32',
  'aix',
  'netbsd',
];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const segments = (name.split('/').pop() ?? name).split('-');
  const os = OPERATING_SYSTEMS.find((candidate) => segments.includes(candidate));
  const cpu = CPUS.find((candidate) => segments.includes(candidate));
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(segments.includes('musl') ? { libc: ['musl'] } : {}),
  };
}

export function completeLockfile(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${dependency}`;
      if (lock.packages[key]) continue;
      const platform = platformOf(dependency);
      // Only platform builds are filled in; any other missing optional dependency is a real problem to see.
      if (!platform.os && !platform.cpu) continue;
      lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(dependency);
    }
  }
  return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLockfile(lock);
  if (added.length) {
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: recorded ${added.length} other-platform optional packages`);
  }
}

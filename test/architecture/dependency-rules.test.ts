/**
 * The boundary rules of `.dependency-cruiser.mjs` (decision 022), run as `npm run lint` runs them, against a
 * small copy of the repository's layout with one forbidden import planted per rule and a few allowed ones
 * beside them. A rule that is weakened, renamed or dropped stops reporting its import and fails this test; so
 * does a rule that starts reporting an allowed one.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = path.join(ROOT, '.dependency-cruiser.mjs');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** The layout in miniature: path -> source. */
const FIXTURE: Record<string, string> = {
  'apps/web/tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      paths: { '~/*': ['./app/*'] },
    },
  }),
  'apps/web/app/features/beta/beta-thing.ts': 'export const betaThing = 1;\n',
  'apps/web/app/features/beta/beta-own.ts': "export { betaThing } from './beta-thing';\n",
  // web-feature-to-other-feature, by a relative path and by the `~/` alias
  'apps/web/app/features/alpha/alpha-view.ts': "export { betaThing } from '../beta/beta-thing';\n",
  'apps/web/app/features/alpha/alpha-alias.ts': "export { betaThing } from '~/features/beta/beta-thing';\n",
  // web-shared-to-feature: a registry in lib that loads a feature lazily is still an import
  'apps/web/app/lib/modal-loaders.ts': "export const load = () => import('../features/beta/beta-thing');\n",
  // web-to-composition-root
  'apps/web/app/features/beta/beta-reads-shell.ts': "export { table } from '../../shell/table';\n",
  // web-no-circular
  'apps/web/app/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'apps/web/app/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  // allowed: the composition root puts features together
  'apps/web/app/shell/table.ts': "export { betaThing as table } from '../features/beta/beta-thing';\n",
  'apps/web/app/routes/page.ts': "export { betaThing } from '~/features/beta/beta-thing';\n",
  // packages-to-apps
  'packages/contracts/src/uses-app.ts':
    "export { betaThing } from '../../../apps/web/app/features/beta/beta-own';\n",
  // game-math-only-itself; its tests may use node:crypto
  'packages/game-math/src/reads-file.ts': "export { readFileSync } from 'node:fs';\n",
  'packages/game-math/src/pure.ts': "export { readFileSync } from './reads-file';\n",
  'packages/game-math/src/pure.test.ts': "export { createHash } from 'node:crypto';\n",
  // server-module-internals; the facade is allowed
  'apps/server/src/modules/players/index.ts':
    "export { PlayersRepository } from './players.repository.ts';\n",
  'apps/server/src/modules/players/players.repository.ts': 'export class PlayersRepository {}\n',
  'apps/server/src/modules/wallet/wallet.service.ts':
    "export { PlayersRepository } from '../players/players.repository.ts';\n" +
    "export { PlayersRepository as Facade } from '../players/index.ts';\n",
  // server-platform-to-module
  'apps/server/src/platform/seed.ts': "export { PlayersRepository } from '../modules/players/index.ts';\n",
  // backoffice-to-other-app; the contracts are allowed
  'apps/backoffice/src/uses-web.ts': "export { betaThing } from '../../web/app/features/beta/beta-own';\n",
  'apps/backoffice/src/uses-contracts.ts':
    "export { betaThing } from '../../../packages/contracts/src/uses-app';\n",
  // not-to-unresolvable
  'apps/web/app/components/broken.ts': "export { gone } from './not-there';\n",
};

const EXPECTED = [
  'backoffice-to-other-app: apps/backoffice/src/uses-web.ts -> apps/web/app/features/beta/beta-own.ts',
  'game-math-only-itself: packages/game-math/src/reads-file.ts -> fs',
  'not-to-unresolvable: apps/web/app/components/broken.ts -> ./not-there',
  'packages-to-apps: packages/contracts/src/uses-app.ts -> apps/web/app/features/beta/beta-own.ts',
  'server-module-internals: apps/server/src/modules/wallet/wallet.service.ts -> apps/server/src/modules/players/players.repository.ts',
  'server-platform-to-module: apps/server/src/platform/seed.ts -> apps/server/src/modules/players/index.ts',
  'web-feature-to-other-feature: apps/web/app/features/alpha/alpha-alias.ts -> apps/web/app/features/beta/beta-thing.ts',
  'web-feature-to-other-feature: apps/web/app/features/alpha/alpha-view.ts -> apps/web/app/features/beta/beta-thing.ts',
  // A cycle is reported once, from the module the cruise met first.
  'web-no-circular: apps/web/app/lib/cycle-a.ts -> apps/web/app/lib/cycle-b.ts',
  'web-shared-to-feature: apps/web/app/lib/modal-loaders.ts -> apps/web/app/features/beta/beta-thing.ts',
  'web-to-composition-root: apps/web/app/features/beta/beta-reads-shell.ts -> apps/web/app/shell/table.ts',
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let tree: string;
let found: string[];

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  for (const [file, source] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), source);
  }
  const run = spawnSync(
    process.execPath,
    [DEPCRUISE, 'apps', 'packages', '--config', CONFIG, '--output-type', 'json'],
    { cwd: tree, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  found = result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the dependency rules', () => {
  it('report exactly the planted imports, and none of the allowed ones', () => {
    expect(found).toEqual(EXPECTED);
  });

  it('are each exercised by a planted import', async () => {
    const { default: config } = (await import(CONFIG)) as { default: { forbidden: { name: string }[] } };
    const planted = new Set(EXPECTED.map((line) => line.slice(0, line.indexOf(':'))));
    expect(config.forbidden.map((rule) => rule.name).sort()).toEqual([...planted].sort());
  });

  it('are all errors, so each fails the lint', async () => {
    const { default: config } = (await import(CONFIG)) as {
      default: { forbidden: { name: string; severity: string }[] };
    };
    for (const rule of config.forbidden) expect(rule, rule.name).toMatchObject({ severity: 'error' });
  });
});

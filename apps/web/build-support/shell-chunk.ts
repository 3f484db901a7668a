import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the first page. Every page of the site runs the same shell (the client entry, the root
 * route and the layouts); left to automatic splitting, the modules they share with the many lazily loaded modals
 * and game clients scatter over about a hundred small chunks keyed by who shares them, and the first document
 * preloads them all. A phone pays a request and a parse for each, and Lighthouse's simulation counts every one
 * started before the first paint as render-blocking. This plugin puts the React framework in one chunk and the
 * shell's static import closure in another; what only some pages or lazy modules use keeps its automatic chunks.
 *
 * The closure stops at the workspace packages: each is entered through its index, which re-exports every module
 * of it, so following it would capture the whole package (all the contracts' zod schemas and endpoint tables)
 * into the first page's chunk. The modules the shell does use from a package still load with the first page, as
 * dependencies of the app modules that import them; the rest stays with the lazy chunks that need it, and zod,
 * which only they need, loads as one chunk with the first of them.
 */
export function shellChunks(shellFiles: string[]): Plugin {
  const shellRoots = new Set(shellFiles.map((file) => path.resolve(file)));
  const shellModules = new Set<string>();
  return {
    name: 'casino:shell-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shellModules.clear();
      const pending = [...this.getModuleIds()].filter((id) => shellRoots.has(stripQuery(id)));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (shellModules.has(id) || WORKSPACE_PACKAGE.test(id)) continue;
        shellModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: 'framework', test: FRAMEWORK, priority: 2 },
                    { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                    { name: 'shell', test: (id: string) => shellModules.has(id), priority: 1 },
                    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, tags: ['$initial'] },
                  ],
                },
              },
            },
          },
        },
      },
    }),
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/;

const WORKSPACE_PACKAGE = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/;

function stripQuery(id: string): string {
  return id.replace(/\?.*$/, '');
}

import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The operators' console: a client-only single-page app served by the server under `/backoffice/` (its
 * `console-pages.ts`), with a strict CSP: no inline script, hence no modulepreload polyfill.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [tailwindcss()],
  build: {
    target: 'es2022',
    outDir: 'build',
    assetsDir: 'assets',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // One bundle for an internal console that loads once and is cached for a year (hashed names).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // lucide-react marks its modules "use client", which means nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});

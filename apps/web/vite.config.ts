import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { shellChunks } from './build-support/shell-chunk.ts';

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    shellChunks(['app/entry.client.tsx', 'app/root.tsx', 'app/routes/main-layout.tsx']),
  ],
  build: { target: 'es2022' },
  ssr: {
    // Workspace packages are TypeScript source: bundle them into the server build.
    noExternal: [/^@casino\//],
  },
});

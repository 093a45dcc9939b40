/**
 * The player inside packages exported for an LMS (src/lms-player.tsx): one classic script
 * (`player.js`, an IIFE: LMSs launch from any address, some from a disk, where module scripts do
 * not load) and one style sheet (`player.css`), with fonts and images inlined, written to
 * dist/lms-player after the app's build. The server's package builder copies both into every
 * packaged export (server/src/modules/exports/build-package.ts).
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

export default defineConfig({
  plugins: [react(), relay],
  resolve: {
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
    conditions: ['source', ...defaultClientConditions],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The app's public files (favicon, logo) are not the package's.
  publicDir: false,
  build: {
    outDir: 'dist/lms-player',
    emptyOutDir: true,
    // No file may be left out of the package: everything small enough goes into the two files.
    assetsInlineLimit: 1024 * 1024,
    lib: {
      entry: 'src/lms-player.tsx',
      formats: ['iife'],
      name: 'LearnHubPlayer',
      fileName: () => 'player.js',
      cssFileName: 'player',
    },
  },
});

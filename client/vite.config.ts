import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { chunkReport } from './build/chunk-report';
import { precompress } from './build/precompress';

// Everything the browser talks to lives on the API server in development.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:4000';
// Anchored patterns (Vite treats keys starting with ^ as RegExps): a plain '/api' prefix would
// also capture a company whose slug starts with "api" (/apiary/dashboard).
const proxied = ['^/api([/?]|$)', '^/healthz([?]|$)', '^/uploads([/?]|$)', '^/auth([/?]|$)'];

export default defineConfig({
  // vite-plugin-relay replaces graphql`` tags with imports of the compiled artifacts
  // (babel-plugin-relay reads /relay.config.js). It runs after Vite's own TS/JSX transform.
  plugins: [react(), relay, chunkReport(), precompress()],
  resolve: {
    // react-relay's main entry also loads the legacy container APIs (QueryRenderer,
    // createFragmentContainer, …), ~8 KB gzip in every page; the hooks entry has everything else.
    // (CommonJS, so tree-shaking cannot drop them.)
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
    // @learnhub/content (server/content) from its TypeScript sources: its `source` export.
    conditions: ['source', ...defaultClientConditions],
  },
  // The same for code that runs in Node (unit tests).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: {
      '^/graphql([/?]|$)': { target: API_ORIGIN, ws: true, changeOrigin: true },
      ...Object.fromEntries(proxied.map((pattern) => [pattern, { target: API_ORIGIN, changeOrigin: true }])),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for reading production stack traces but not referenced from the files,
    // and the server does not publish them (server/src/static.ts): they carry our sources.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the browser's copy of React/Relay.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Not graphql-ws: a group takes its modules in even where only a dynamic import reaches
            // them, and the socket client loads with the first subscription (relay-environment.ts).
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            // Our small shared building blocks (form fields, dialogs, menus, mutation helpers) in one
            // chunk, instead of a dozen chunks of a few hundred bytes each: nearly every page uses them.
            // Not the Konva shapes (lib/konva-shapes.ts): they stay in the lazily loaded stage; nor
            // helpers only the pages that take files or passwords need (they load with those pages).
            {
              name: 'app-common',
              test: (id) => /src[\\/](ui|lib)[\\/]/.test(id) && !/konva-shapes|file-sniff|password-strength|invite-rows/.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});

import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // React 19 has useSyncExternalStore; the shim's fallback for React 17 is dead weight on first load.
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: `${src}/vendor/use-sync-external-store-shim.ts` },
    ],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Sign-in is the first screen nearly everyone sees: it ships in the start chunk, not behind a second request (decision 008).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined) },
      indexToken: 'landing',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // The Lingui macro must be compiled; plugin-react runs it through Babel on our own sources (JSX and
    // Fast Refresh stay with oxc). Not @rolldown/plugin-babel: every release wants Node >= 22.12.
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    // Every browser the es2022 target admits either supports modulepreload or simply loads the
    // chunk when imported; the polyfill is 0.2 kB of first load for nothing (decision 008).
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // Everything the entry needs statically goes into one chunk. Left alone, the bundler cuts it into
    // dozens of small chunks by which lazy routes share them; each is compressed on its own, which cost
    // about 9 kB of gzip on /login (decision 008).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'simulator/**/*.test.ts', 'fixtures/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})

import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
// With its extension: Vite's config loader resolves the file as Node would.
import { startChunkOf } from './scripts/start-chunks.ts'
import { buildInputsDigest, INPUTS_FILE } from './scripts/build-inputs.ts'
import { linguiMacro } from './scripts/lingui-macro.ts'
import { contentSecurityPolicy, SECURITY_HEADERS } from './scripts/content-security-policy.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))

/** Every machine's model-based test: its graph walk replays each generated path (tests/graph). */
const GRAPH_WALKS = ['src/machines/**/*.machine.test.ts', 'src/machines/shared/graph-walk.test.ts']

/**
 * Marks the chunks the entry loads before anything runs with V8's explicit compile hint, so their
 * functions are compiled while they stream in, on background threads, instead of one by one on the
 * main thread the first time each is called. Most of that code runs before the sign-in button shows;
 * without the hint, lazy compiling was the largest share of the main-thread time /login spent beyond
 * a bare sign-in card (decision 011). Browsers without the hint read a comment.
 */
function compileHintsOnStart(): Plugin {
  const hint = (bundle: OutputBundle) => {
    const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])))
    const initial = new Set<string>()
    const visit = (fileName: string) => {
      if (initial.has(fileName) || !chunks.has(fileName)) return
      initial.add(fileName)
      chunks.get(fileName)!.imports.forEach(visit)
    }
    // The entry's, and the start chunk it chooses at once (decision 047).
    for (const chunk of chunks.values()) if (chunk.isEntry || chunk.name === 'start-app' || chunk.name === 'start-home' || chunk.name === 'start-login') visit(chunk.fileName)
    for (const fileName of initial) {
      // The hint must be the file's first line; its source map gains an empty first line to match.
      chunks.get(fileName)!.code = `//# allFunctionsCalledOnLoad\n${chunks.get(fileName)!.code}`
      const map = bundle[`${fileName}.map`]
      if (map?.type === 'asset') {
        const json = JSON.parse(String(map.source)) as { mappings: string }
        map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
      }
    }
  }
  return {
    name: 'portal:compile-hints-on-start',
    apply: 'build',
    // After Vite's own additions (the preload map at the top of the entry): the hint must come first.
    generateBundle: { order: 'post', handler: (_options, bundle) => hint(bundle) },
  }
}

/**
 * The entry chooses its second start chunk when it runs (decisions 047, 066): `start-app`, `start-login`, or `start-home`
 * for a visitor's `/`. Found only then, it would be fetched after the entry had arrived and run, one
 * round trip late. A few lines in index.html make the same choice from the address and ask for it
 * at once, beside the entry (a signed-in supplier's `/` guesses wrong, and the entry fetches the app
 * as it would have anyway).
 */
function preloadStartChunk(): Plugin {
  let base = '/'
  return {
    name: 'portal:preload-start-chunk',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The portal's page only: the simulator's console is a page of its own, built apart (decision 035).
        if (ctx.path !== '/index.html') return
        const chunks = Object.values(ctx.bundle ?? {}).filter((file) => file.type === 'chunk')
        const file = (name: string) => chunks.find((chunk) => chunk.name === name)?.fileName
        const [app, home, login] = [file('start-app'), file('start-home'), file('start-login')]
        if (!app || !home || !login) throw new Error('portal:preload-start-chunk: the build has no start-app, start-home or start-login chunk')
        const href = JSON.stringify({ app: `${base}${app}`, home: `${base}${home}`, login: `${base}${login}` })
        return [
          {
            tag: 'script',
            injectTo: 'head',
            // crossOrigin as on Vite's own module scripts, so the preloaded file is the one the import uses.
            children: `(function(c){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=location.pathname==='/'?c.home:location.pathname==='/login'?c.login:c.app;document.head.appendChild(l)})(${href})`,
          },
        ]
      },
    },
  }
}

/** Stamps the portal's build with what it was made from (scripts/build-inputs.ts), so tests need not rebuild it. */
function stampBuildInputs(): Plugin {
  let root = ''
  let outDir = ''
  let portal = false
  return {
    name: 'portal:stamp-build-inputs',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = config.build.outDir
      // The simulator's console is built from another page into a folder of its own.
      portal = config.build.rolldownOptions.input === undefined
    },
    closeBundle() {
      if (portal) writeFileSync(resolve(root, outDir, INPUTS_FILE), `${buildInputsDigest(root)}\n`)
    },
  }
}

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
    // The Lingui macro is compiled by Babel, in the files that import it only (decision 053); JSX and
    // Fast Refresh stay with oxc. Not @rolldown/plugin-babel: every release wants Node >= 22.12.
    linguiMacro(),
    react(),
    lingui(),
    compileHintsOnStart(),
    preloadStartChunk(),
    // Last: its hashes are of the inline scripts the others wrote (decision 060).
    contentSecurityPolicy(),
    stampBuildInputs(),
  ],
  server: { port: 5173, strictPort: false },
  preview: { headers: { ...SECURITY_HEADERS } },
  build: {
    target: 'es2022',
    // Every browser the es2022 target admits either supports modulepreload or simply loads the
    // chunk when imported; the polyfill is 0.2 kB of first load for nothing (decision 008).
    modulePreload: { polyfill: false },
    // Maps for the tests and for tracing a reported error, without a comment in every chunk naming
    // its map: the comment cost /login 0.1 kB of gzip (decision 047).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    // What a first load runs goes into four chunks (decisions 047 and 066): `start` (React, Mantine,
    // the portal's core, the sign-in form), then `start-app` (the router), `start-home` (a visitor's
    // home) or `start-login` (sign-in without the router).
    // Left alone, the bundler cuts it into dozens of small chunks by which lazy routes share them;
    // each is compressed on its own, which cost about 9 kB of gzip on /login (decision 008). React
    // has no chunk of its own any more: the two start chunks each page loads already compile in
    // parallel (the compile hint above), and apart it cost 0.5 kB (decision 011).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: startChunkOf({ main: `${src}/main.tsx`, app: `${src}/start-app.tsx`, home: `${src}/start-home.tsx`, login: `${src}/start-login.tsx` }), priority: 1 },
            // The routes' small helpers (search parsing, labels, the domain's codes a search checks)
            // are what the route tree imports eagerly; one chunk for them all keeps the tree's preload
            // list, which the start chunk carries, from growing a file name with each new screen.
            { name: 'route-helpers', test: /[\\/]src[\\/](routes[\\/](.*[\\/])?-(components|screens)[\\/]([^\\/]+[\\/])?[^\\/]*(search|labels|status|result|kinds|format)[^\\/]*|domain[\\/](project-kinds|codes))\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    // Vitest leaves one core of two idle by default. Three files at a time keep both cores busy: the
    // browser files spend most of their time waiting on Chromium (decision 051).
    maxWorkers: 3,
    // Rendering and the simulator allocate many short-lived objects: a larger young generation
    // collects them less often (decision 053; about 6 % of the screen tests' CPU).
    execArgv: ['--max-semi-space-size=64'],
    // A time-out catches a hang, not slowness: a verdict must not depend on how loaded the machine is.
    // A second suite beside this one made tests take two to five times as long (decision 052); with
    // a third run beside them, the longest screen tests took 90 s.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    projects: [
      // The tests by kind (README, "Tests"): each kind its own project, so its time is its own line.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Small files: importing the modules again for each cost more than their tests (decision 052).
          isolate: false,
          include: ['src/**/*.test.ts'],
          exclude: [...GRAPH_WALKS],
          setupFiles: ['tests/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'graph',
          environment: 'node',
          isolate: false,
          include: [...GRAPH_WALKS],
          setupFiles: ['tests/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'simulator',
          environment: 'node',
          // Each file imported the whole simulator again: 206 s of summed import time; the
          // project 204 s → 121 s with one import per worker (decision 052). Every file builds its
          // own simulator and server, and tests/setup-node.ts clears what a file could leave.
          isolate: false,
          include: ['simulator/**/*.test.ts', 'fixtures/**/*.test.ts'],
          setupFiles: ['tests/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          // Every screen test imports the whole portal: one import per worker rather than per file halves
          // the project's time (decision 051). Files still get their own jsdom, and tests/setup.ts cleans up.
          isolate: false,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/react-production.ts', 'tests/setup.ts'],
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          // The build, then the one Chromium every file connects to (tests/e2e/README.md).
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/e2e/browser-server.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          // Each file imports playwright-core (about 0.5 CPU-s) and the harness; once per worker is
          // enough (decision 080). The worker's Chromium connection, servers and finished contexts
          // serve its later files too (tests/e2e/flows.ts, decision 081).
          isolate: false,
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // A page on two busy cores can take seconds to answer; expect.poll's 1 s default is a timing assertion.
          expect: { poll: { timeout: 45_000 } },
          // Two files at a time, each with contexts of its own in the one shared Chromium: a third cost
          // more CPU than it saved waiting once contexts outlived their files (decision 081).
          maxWorkers: 2,
        },
      },
    ],
  },
})

import { defineConfig } from '@lingui/conf'

/**
 * Two catalogs per language. `start` holds the messages of what the first screen's chunk contains
 * (sign-in, error pages, the app's core), so `/login` does not load every screen's text; `screens`
 * holds the rest and is loaded before any other route renders (src/app/i18n.ts, decision 008).
 * A module moved into or out of the start chunk moves between these lists; a message missing at
 * run time is reported on the console, which the browser tests treat as a failure.
 */
const start = [
  'src/app',
  'src/services',
  'src/machines',
  'src/ui/login',
  'src/ui/feedback',
  'src/ui/forms',
  'src/ui/pages',
  'src/routes/__root.tsx',
  'src/routes/login.tsx',
  'src/routes/_auth.tsx',
  'src/routes/-components/SessionWatcher.tsx',
  'src/routes/-components/DocumentTitle.tsx',
]

export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/start', include: start },
    { path: '<rootDir>/src/locales/{locale}/screens', include: ['src'], exclude: start.map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`)) },
  ],
  format: 'po',
  orderBy: 'messageId',
})

import { defineConfig } from '@lingui/conf'
import { startModules } from './scripts/start-modules'

/**
 * Two catalogs per language. `start` holds the messages of the modules in the start chunk (sign-in
 * and the app's core), so `/login` does not load every screen's text; `screens` holds the rest and
 * is loaded before any other route renders (src/app/i18n.ts, decisions 008 and 011).
 *
 * The start list is not kept by hand: it is every module src/main.tsx reaches through static
 * imports, which is what the bundler puts in the start chunk (scripts/start-modules.ts). A module
 * that moves into or out of that chunk takes its messages along at the next `npm run extract`, and
 * tests/e2e/first-load.e2e.ts fails if the built start chunk and this list ever disagree.
 */
const start = startModules()

export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/start', include: start },
    { path: '<rootDir>/src/locales/{locale}/screens', include: ['src'], exclude: start },
  ],
  format: 'po',
  orderBy: 'messageId',
})

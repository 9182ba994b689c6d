import { defineConfig } from '@lingui/conf'
import { homeModules, startModules } from './scripts/start-modules'

/**
 * Three catalogs per language. `start` holds the messages of the modules in the start chunks (sign-in
 * and the app's core), so `/login` does not load every screen's text; `home` those a visitor's home
 * adds (decision 047); `screens` holds the rest, the home's too since the same page shows inside the
 * app, and is loaded before any other route renders (src/app/i18n.ts, decisions 008 and 011).
 *
 * The lists are not kept by hand: they are the modules src/main.tsx and the two starts it chooses
 * between reach through static imports, which is what the bundler puts in those chunks
 * (scripts/start-modules.ts). A module that moves into or out of them takes its messages along at
 * the next `npm run extract`, and tests/e2e/first-load.e2e.ts fails if the built chunks and these
 * lists ever disagree.
 */
const start = startModules()
const home = homeModules()

export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/start', include: start },
    { path: '<rootDir>/src/locales/{locale}/home', include: home },
    { path: '<rootDir>/src/locales/{locale}/screens', include: ['src'], exclude: start },
  ],
  format: 'po',
  orderBy: 'messageId',
})

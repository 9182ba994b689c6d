import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  format: 'po',
  orderBy: 'messageId',
})

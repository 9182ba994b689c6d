import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Layer boundaries (README, Architecture): machines are pure, ui is presentational.
const machineBoundary = {
  patterns: [
    { group: ['react', 'react-dom', 'react/*', '@xstate/react', '@tanstack/*', '@mantine/*'], message: 'Machines are pure: no React or UI here.' },
    { group: ['ofetch', '@/services', '@/services/*', '**/services/**'], message: 'Machines get services as provided actors; do not import them.', allowTypeImports: true },
    { group: ['@/ui', '@/ui/*', '**/ui/**', '@/routes/*', '**/routes/**'], message: 'Machines know nothing of screens.' },
  ],
}
const uiBoundary = {
  patterns: [
    { group: ['@/machines', '@/machines/*', '**/machines/**', 'xstate', '@xstate/*'], message: 'UI components take props and call callbacks; machines stay in routes.', allowTypeImports: true },
    { group: ['@/services', '@/services/*', '**/services/**', 'ofetch'], message: 'UI components never call services.', allowTypeImports: true },
  ],
}

// Routes wire screens to flows: every service is bound to its machine once, in src/app/actors.
const routeBoundary = {
  paths: [
    {
      name: 'xstate',
      importNames: ['fromPromise', 'fromCallback', 'fromObservable', 'fromEventObservable', 'fromTransition', 'createActor'],
      message: 'Bind services to a flow in src/app/actors and use it with usePortalFlow/useShellFlow.',
    },
  ],
  patterns: [
    { group: ['@/services', '@/services/*', '**/services/**', 'ofetch'], message: 'Routes reach services only through flows bound in src/app/actors.', allowTypeImports: true },
  ],
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'public/mockServiceWorker.js', 'src/routeTree.gen.ts', 'src/locales/**/*.ts', 'src/locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  { files: ['src/machines/**/*.ts'], ignores: ['src/machines/**/*.test.ts'], rules: { 'no-restricted-imports': ['error', machineBoundary] } },
  { files: ['src/ui/**/*.{ts,tsx}'], ignores: ['src/ui/**/*.test.tsx'], rules: { 'no-restricted-imports': ['error', uiBoundary] } },
  { files: ['src/routes/**/*.{ts,tsx}'], ignores: ['src/routes/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', routeBoundary] } },
)

import { readdirSync } from 'node:fs'
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

// Services speak HTTP and contracts; what a flow or a screen makes of them is not theirs to import.
/**
 * A route file validates its search and guards, and names its screen in `src/routes/-screens/<feature>/`
 * (decision 078): what a screen draws and the flows it runs are not the route's. The layouts and the
 * sign-in and lock pages (the start chunks) keep their component where the router starts them.
 */
const ROUTE_LAYOUTS = ['src/routes/__root.tsx', 'src/routes/login.tsx', 'src/routes/lock.tsx', 'src/routes/_auth.tsx', 'src/routes/_auth/_shell.tsx', 'src/routes/_auth/_shell/_gated.tsx', 'src/routes/_public.tsx', 'src/routes/_registration.tsx']
const routeFileBoundary = {
  ...routeBoundary,
  patterns: [
    ...routeBoundary.patterns,
    {
      group: ['@mantine/*', '@lingui/react', '@lingui/react/*', '@xstate/react', 'react', '@/ui/*', '@/app/use-flow', '@/routes/-components/use-*', '@/routes/-components/*Screen'],
      message: 'A route validates its search and hands over to its screen in src/routes/-screens/<feature>/ (decision 078).',
    },
  ],
}

const serviceBoundary = {
  patterns: [{ group: ['@/machines', '@/machines/*', '@/app', '@/app/*', '@/ui', '@/ui/*', '@/routes', '@/routes/*'], message: 'Services know nothing of flows, the app or screens; shared rules live in src/domain.', allowTypeImports: true }],
}

// The simulator stands apart from the portal it plays the back end for: it shares only the response
// contracts (src/services/schemas), never the app, its flows or its screens.
const simulatorBoundary = {
  patterns: [
    { regex: '^@/(?!services/schemas/)', message: 'The simulator imports from src/ only the response contracts in src/services/schemas.' },
    { regex: '(^|/)src/', message: 'The simulator imports from src/ only the response contracts, as @/services/schemas/….' },
  ],
}

// The simulator is grouped by feature (simulator/<feature>/, each with its handlers/): a feature reaches
// another only through that feature's index.ts, never its files. The top of simulator/ (the server, the
// db, handlers/index.ts) assembles the features and may reach into them. A feature's own rule names
// its folder, so there is one block per feature and depth (its files, its handlers/); each repeats the
// simulator's patterns, which it would otherwise replace. Tests and *-test-support.ts may reach another
// feature's test support.
const simulatorFeatures = readdirSync(new URL('./simulator/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'handlers')
  .map((entry) => entry.name)
const simulatorFeatureBlocks = simulatorFeatures.flatMap((feature) =>
  [1, 2].map((depth) => {
    const up = '../'.repeat(depth)
    return {
      files: [`simulator/${feature}/${'*/'.repeat(depth - 1)}*.ts`],
      ignores: ['**/*.test.ts', '**/*-test-support.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...simulatorBoundary.patterns,
              { regex: `^${up.replaceAll('.', '\\.')}(?!${feature}/)[a-z-]+/.+`, message: `Another feature of the simulator is reached through its index.ts (${up}<feature>), not its files.` },
            ],
          },
        ],
      },
    }
  }),
)

// The developer tools (inspector, recorder, replayer, simulator console) live in src/devtools and load
// only when opened: the rest of the portal reaches them through import() (OptionalDevDocks, the
// console page), never a static import that would put them in the suppliers' chunks.
const devtoolsApart = {
  group: ['@/devtools', '@/devtools/*', '**/devtools/**'],
  message: 'The developer tools load only when opened: reach src/devtools with import() (src/routes/-components/OptionalDevDocks.tsx).',
  allowTypeImports: true,
}
const withDevtoolsApart = (boundary) => ({ ...boundary, patterns: [...(boundary.patterns ?? []), devtoolsApart] })

// Decision 054: an address from the server becomes a link, a download, an embed or a navigation only
// through the safe-URL rule (src/validation/safe-url.ts); a made anchor is clicked in one file.
const SAFE_URL = 'Addresses go through the safe-URL rule (safeHref / saveServerFile, decision 054).'
const unsafeUrlSinks = [
  { selector: "CallExpression[callee.object.name='document'][callee.property.name='createElement'][arguments.0.value='a']", message: `A made anchor is clicked only in src/ui/files/save-anchor.ts. ${SAFE_URL}` },
  { selector: "AssignmentExpression[left.type='MemberExpression'][left.property.name=/^(href|src|action|formAction)$/]", message: SAFE_URL },
  { selector: "AssignmentExpression[left.type='MemberExpression'][left.object.name='location']", message: SAFE_URL },
  { selector: "CallExpression[callee.object.name='window'][callee.property.name='open']", message: SAFE_URL },
  { selector: "CallExpression[callee.object.property.name='location'][callee.property.name=/^(assign|replace)$/]", message: SAFE_URL },
  { selector: "CallExpression[callee.object.name='location'][callee.property.name=/^(assign|replace)$/]", message: SAFE_URL },
  { selector: "JSXAttribute[name.name=/^(href|src)$/] > JSXExpressionContainer > MemberExpression", message: `A field read from data goes into href or src as safeHref(field). ${SAFE_URL}` },
  { selector: "JSXAttribute[name.name=/^(href|src)$/] > JSXExpressionContainer > Identifier[name!=/^[A-Z][A-Z0-9_]*$/]", message: `An address in a variable goes into href or src as safeHref(address). ${SAFE_URL}` },
]

// Screens read a flow through narrow selectors and its tags (README, Conventions): a selector that
// hands back the whole snapshot re-renders the screen on every change and reaches into the machine.
const stateNameReads = [
  {
    selector: "CallExpression[callee.property.name='matches'][arguments.length=1]",
    message: "A screen reads the flow's tags (snapshot.hasTag), not its state names: tag the states in the machine and check them in its walk (tests/graph/tags.ts).",
  },
]
const wholeSnapshotSelectors = [
  {
    selector: "CallExpression[callee.name='useSelector'] > ArrowFunctionExpression[body.type='Identifier']",
    message: "Select each value the screen shows (useSelector(actor, (s) => s.context.x)) and the machine's tags (s.hasTag('busy')), not the whole snapshot.",
  },
]

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
  // Everything outside the developer tools keeps them apart; the layers below add their own rules to that.
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/**/*.test.{ts,tsx}', 'src/devtools/**'], rules: { 'no-restricted-imports': ['error', { patterns: [devtoolsApart] }] } },
  { files: ['src/machines/**/*.ts'], ignores: ['src/machines/**/*.test.ts'], rules: { 'no-restricted-imports': ['error', withDevtoolsApart(machineBoundary)] } },
  { files: ['src/ui/**/*.{ts,tsx}'], ignores: ['src/ui/**/*.test.tsx'], rules: { 'no-restricted-imports': ['error', withDevtoolsApart(uiBoundary)] } },
  { files: ['src/routes/**/*.{ts,tsx}'], ignores: ['src/routes/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', withDevtoolsApart(routeBoundary)] } },
  {
    files: ['src/routes/**/*.tsx'],
    ignores: ['src/routes/**/-*/**', 'src/routes/**/-*', 'src/routes/**/*.test.tsx', ...ROUTE_LAYOUTS],
    rules: { 'no-restricted-imports': ['error', withDevtoolsApart(routeFileBoundary)] },
  },
  { files: ['src/services/**/*.ts'], ignores: ['src/services/**/*.test.ts'], rules: { 'no-restricted-imports': ['error', withDevtoolsApart(serviceBoundary)] } },
  // Flows are bound by feature (src/app/actors/<feature>/, the names src/machines uses): a feature
  // reaches another only through that feature's index.ts, and shares helpers through shared/.
  {
    files: ['src/app/actors/**/*.ts'],
    ignores: ['src/app/actors/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            devtoolsApart,
            { regex: '^\\.\\./(?!shared/|\\.\\./)[^/]+/.+', message: "Another feature's flows are reached through its index.ts (../<feature>), not its files." },
            { regex: '^@/app/actors/(?!shared/)[^/]+/.+', message: "Another feature's flows are reached through its index.ts (../<feature>), not its files." },
          ],
        },
      ],
    },
  },
  // Screens are grouped by feature too (src/routes/-screens/<feature>/, decision 078): another feature's
  // screens are reached through its index.ts, which names what it shows elsewhere.
  ...readdirSync(new URL('./src/routes/-screens/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: feature }) => ({
      files: [`src/routes/-screens/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          withDevtoolsApart({
            ...routeBoundary,
            patterns: [
              ...routeBoundary.patterns,
              { regex: `^@/routes/-screens/(?!${feature}/)[^/]+/.+`, message: "Another feature's screens are reached through its index.ts (@/routes/-screens/<feature>), not its files." },
              { regex: '^\\.\\./', message: "Another feature's screens are reached through its index.ts (@/routes/-screens/<feature>), not its files." },
            ],
          }),
        ],
      },
    })),
  // Inside them, the inspector's and the console's panels are presentational as src/ui is, and the docks wire flows as routes do.
  { files: ['src/devtools/inspector/ui/**/*.{ts,tsx}', 'src/devtools/simulator/**/*.{ts,tsx}'], ignores: ['src/devtools/**/*.test.tsx'], rules: { 'no-restricted-imports': ['error', uiBoundary] } },
  { files: ['src/devtools/docks/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', routeBoundary] } },
  { files: ['simulator/**/*.ts', 'fixtures/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': ['error', simulatorBoundary] } },
  ...simulatorFeatureBlocks,
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/**/*.test.{ts,tsx}', 'src/ui/files/save-anchor.ts'], rules: { 'no-restricted-syntax': ['error', ...unsafeUrlSinks, ...wholeSnapshotSelectors] } },
  // Screens read a flow's tags, not its state names, so a machine can be reshaped without them (README, "Adding a flow").
  { files: ['src/routes/**/*.{ts,tsx}'], ignores: ['src/routes/**/*.test.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...unsafeUrlSinks, ...wholeSnapshotSelectors, ...stateNameReads] } },
)

/**
 * What added routes cost the sign-in page: copies the project into a temporary directory (never
 * this tree), builds it as it is, adds N placeholder screens of the usual shape, runs the
 * translation extraction and builds again. scripts/bench.mjs then opens /login of both builds.
 *
 * Each placeholder is what a new screen looks like here: a file route under
 * src/routes/_auth/_shell/<area>/ with a search validator and a permission guard written inline,
 * a lazily loaded component with Mantine content and messages, and its title added to
 * src/app/route-titles.ts.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** What a build needs; node_modules is linked, not copied. */
const PROJECT_FILES = ['src', 'public', 'simulator', 'fixtures', 'scripts', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package.json', 'postcss.config.cjs']

const AREAS = ['signUp', 'fees', 'bidFiles', 'opening', 'clarification', 'orders', 'invoices', 'credit', 'specimens', 'contracts']
const SCREENS = ['list', 'detail', 'edit', 'history', 'upload', 'confirm', 'records', 'notice', 'apply', 'review']
const AREA_NAMES = ['报名', '缴费', '投标文件', '开标', '澄清', '订单', '发票', '信用', '样品', '合同']
const SCREEN_NAMES = ['列表', '详情', '编辑', '历史', '上传', '确认', '记录', '通知', '申请', '审核']

export function createScratchProject(root) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-routes-'))
  for (const file of PROJECT_FILES) if (existsSync(join(root, file))) cpSync(join(root, file), join(dir, file), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

function routeSource({ area, screen, index, title }) {
  const key = `${area}_${screen}`
  return `import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

type Search = { curr: number; size: number; ${screen}Status?: 'draft' | 'sent' | 'done' | undefined; keyword?: string | undefined }
const statuses = ['draft', 'sent', 'done'] as const

export const Route = createFileRoute('/_auth/_shell/${area}/${screen}')({
  validateSearch: (s: Record<string, unknown>): Search => {
    const curr = Number(s.curr)
    const size = Number(s.size)
    return {
      curr: Number.isInteger(curr) && curr > 0 ? curr : 1,
      size: [10, 20, 50].includes(size) ? size : ${[10, 20][index % 2]},
      ${screen}Status: statuses.find((x) => x === s.${screen}Status),
      keyword: typeof s.keyword === 'string' && s.keyword.trim() ? s.keyword.trim().slice(0, ${20 + (index % 40)}) : undefined,
    }
  },
  beforeLoad: ({ context, cause }) => {
    if (cause === 'preload') return
    const permissions = context.shell.profile.getSnapshot().context.profile?.permissions ?? {}
    if (!permissions['${key}']) throw redirect({ to: '/403' })
  },
  component: Screen,
})

const empty = msg\`暂无${title}\`

function Screen() {
  const { i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>
          <Trans>${title}</Trans>
        </Title>
        <Badge variant="light">{search.${screen}Status ?? <Trans>全部</Trans>}</Badge>
      </Group>
      <Card withBorder>
        <Group>
          <TextInput value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} aria-label={i18n._(msg\`搜索${title}\`)} />
          <Button onClick={() => navigate({ search: { ...search, keyword, curr: 1 } })}>
            <Trans>查询</Trans>
          </Button>
        </Group>
        <Table mt="md">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Text c="dimmed">{i18n._(empty)}</Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  )
}
`
}

/** Writes `count` placeholder screens (at most 100) into the scratch copy `dir`; returns their URL paths. */
export function addPlaceholderRoutes(dir, count) {
  const titles = []
  const paths = []
  for (let index = 0; index < count; index++) {
    const area = AREAS[Math.floor(index / SCREENS.length) % AREAS.length]
    const screen = SCREENS[index % SCREENS.length]
    const title = `${AREA_NAMES[AREAS.indexOf(area)]}${SCREEN_NAMES[SCREENS.indexOf(screen)]}`
    const folder = join(dir, 'src/routes/_auth/_shell', area)
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, `${screen}.tsx`), routeSource({ area, screen, index, title }))
    titles.push(`  '/${area}/${screen}': msg\`${title}\`,`)
    paths.push(`/${area}/${screen}`)
  }
  const file = join(dir, 'src/app/route-titles.ts')
  const source = readFileSync(file, 'utf8')
  const end = source.lastIndexOf('\n}')
  if (end < 0) throw new Error('src/app/route-titles.ts: no closing brace of routeTitles found')
  writeFileSync(file, `${source.slice(0, end)}\n${titles.join('\n')}${source.slice(end)}`)
  return paths
}

const run = (dir, args) => execFileSync(process.execPath, args, { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'pipe'] })

/** `npm run extract` and `vite build` in the scratch copy, as a developer adding screens would. */
export function extractAndBuild(dir, { extract = true } = {}) {
  if (extract) run(dir, ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean'])
  rmSync(join(dir, 'dist'), { recursive: true, force: true })
  run(dir, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'])
  return join(dir, 'dist')
}

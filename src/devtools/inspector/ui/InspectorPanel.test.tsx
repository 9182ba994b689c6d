import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ActorView, EventView } from '@/devtools/inspector/model'
import type { WorkbenchState } from '@/devtools/inspector/workbench'
import { renderUi } from '@/ui/test-utils'
import { InspectorPanel, type InspectorPanelProps } from './InspectorPanel'

const session: ActorView = {
  key: 'x:1',
  id: 'x:1',
  machineId: 'session',
  parent: null,
  systemId: 'session',
  status: 'active',
  input: { restored: null },
  value: 'signedIn',
  context: { tokens: '••••', error: null },
}
const entry: ActorView = { ...session, key: 'x:9', id: 'x:9', machineId: 'entry', systemId: null, value: 'choosing', context: { chosen: ['p1'] } }

const events: EventView[] = [
  { seq: 1, at: Date.parse('2024-05-20T09:30:05.120+08:00'), actorKey: 'x:1', actor: 'x:1', machine: 'session', type: 'user.signIn', payload: { credentials: { username: 'supplier', password: '••••' } }, source: null },
  { seq: 2, at: Date.parse('2024-05-20T09:30:06+08:00'), actorKey: 'x:9', actor: 'x:9', machine: 'entry', type: 'entry.toggle', payload: { packageId: 'p1' }, source: null },
]

const idle: WorkbenchState = { recording: false, saved: null, loaded: null, loadError: null, replay: null }

function setup(overrides: Partial<InspectorPanelProps> = {}) {
  const props: InspectorPanelProps = {
    opened: true,
    onClose: vi.fn(),
    actors: [session, entry],
    actorFilter: '',
    onActorFilter: vi.fn(),
    events,
    eventActors: [
      { key: 'x:1', label: 'session x:1' },
      { key: 'x:9', label: 'entry x:9' },
    ],
    eventActor: null,
    onEventActor: vi.fn(),
    onClearEvents: vi.fn(),
    state: idle,
    includeSecrets: false,
    onIncludeSecrets: vi.fn(),
    onStartRecording: vi.fn(),
    onStopRecording: vi.fn(),
    onLoadFile: vi.fn(),
    onStep: vi.fn(),
    onAll: vi.fn(),
    onRestart: vi.fn(),
    ...overrides,
  }
  const user = userEvent.setup()
  renderUi(<InspectorPanel {...props} />)
  return { props, user }
}

describe('the state inspector panel', () => {
  it('lists the running actors with their state and redacted context, and filters them', async () => {
    const { props, user } = setup()
    const drawer = screen.getByRole('dialog', { name: '状态检查器' })
    const list = within(drawer).getByRole('list', { name: '运行中的状态机' })
    const item = within(list).getByRole('listitem', { name: 'x:1' })
    expect(item).toHaveTextContent('session')
    expect(within(item).getByLabelText('状态')).toHaveTextContent('"signedIn"')
    expect(within(item).getByLabelText('x:1 的上下文')).toHaveTextContent('"tokens": "••••"')
    await user.type(within(drawer).getByRole('textbox', { name: '筛选状态机' }), 'e')
    expect(props.onActorFilter).toHaveBeenCalledWith('e')
  })

  it('shows the event stream newest first with time, receiver, sender and payload', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('tab', { name: '事件' }))
    const rows = within(screen.getByRole('table', { name: '事件流' })).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['entry.toggle', 'user.signIn'])
    expect(rows[1]).toHaveTextContent('09:30:05.120')
    expect(rows[1]).toHaveTextContent('页面')
    expect(rows[1]).toHaveTextContent('"password":"••••"')
  })

  it('starts a recording with or without secrets, and stops and saves it', async () => {
    const { props, user } = setup()
    await user.click(screen.getByRole('tab', { name: '录制与回放' }))
    await user.click(screen.getByRole('checkbox', { name: /包含密码等机密/ }))
    expect(props.onIncludeSecrets).toHaveBeenCalledWith(true)
    await user.click(screen.getByRole('button', { name: '开始录制' }))
    expect(props.onStartRecording).toHaveBeenCalled()
  })

  it('says plainly at which event a replay diverged, and how', async () => {
    const { user } = setup({
      state: {
        ...idle,
        loaded: { name: 'sign-up.json', steps: 9, actors: 3, includesSecrets: false },
        replay: {
          running: false,
          position: 4,
          total: 9,
          steps: [],
          outcome: { kind: 'diverged', steps: 4, warnings: [], divergence: { index: 4, actor: 'a3 entry', event: 'entry.accept', expected: 'succeeded', actual: 'choosing', reason: 'state' } },
          warnings: [],
          error: null,
        },
      },
    })
    await user.click(screen.getByRole('tab', { name: '录制与回放' }))
    expect(screen.getByText('sign-up.json：3 个状态机，9 步')).toBeInTheDocument()
    const report = screen.getByRole('alert')
    expect(report).toHaveTextContent('回放在第 5 步出现偏差')
    expect(report).toHaveTextContent('状态机：a3 entry')
    expect(report).toHaveTextContent('事件：entry.accept')
    expect(report).toHaveTextContent('期望状态："succeeded"')
    expect(report).toHaveTextContent('实际状态："choosing"')
    expect(screen.getByRole('button', { name: '全部回放' })).toBeDisabled()
  })

  it('steps and runs a loaded replay, and reports the same final states', async () => {
    const running = { running: false, position: 0, total: 2, steps: [], outcome: null, warnings: [], error: null }
    const { props, user } = setup({ state: { ...idle, loaded: { name: 'r.json', steps: 2, actors: 1, includesSecrets: true }, replay: running } })
    await user.click(screen.getByRole('tab', { name: '录制与回放' }))
    await user.click(screen.getByRole('button', { name: '单步回放' }))
    await user.click(screen.getByRole('button', { name: '全部回放' }))
    expect(props.onStep).toHaveBeenCalledTimes(1)
    expect(props.onAll).toHaveBeenCalledTimes(1)
  })

  it('reports the same final states once a replay has run through', async () => {
    const replay = {
      running: false,
      position: 2,
      total: 2,
      steps: [
        { index: 0, actor: 'a1 session', event: 'xstate.init', expected: 'signedOut', actual: 'signedOut', compared: true },
        { index: 1, actor: 'a1 session', event: 'user.signIn', expected: 'signedIn', actual: 'signedIn', compared: true },
      ],
      outcome: { kind: 'same' as const, steps: 2, warnings: [] },
      warnings: [],
      error: null,
    }
    const { user } = setup({ state: { ...idle, replay } })
    await user.click(screen.getByRole('tab', { name: '录制与回放' }))
    expect(screen.getByRole('status')).toHaveTextContent('全部 2 步到达了与录制相同的状态，最终状态一致。')
    expect(within(screen.getByRole('list', { name: '回放记录' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'a1 session · xstate.init → "signedOut"',
      'a1 session · user.signIn → "signedIn"',
    ])
  })

  it('refuses a file that is not a recording with a clear message', async () => {
    const { user } = setup({ state: { ...idle, loadError: 'not-a-recording' } })
    await user.click(screen.getByRole('tab', { name: '录制与回放' }))
    expect(screen.getByRole('alert')).toHaveTextContent('这不是状态检查器的录制文件')
  })
})

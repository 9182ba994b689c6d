import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ConsoleError } from '../../../../simulator/console-types'
import { renderUi } from '@/ui/test-utils'
import { ScenariosTab } from './ScenariosTab'
import { fakeConsole } from './test-support'

function setup(api = fakeConsole()) {
  const onSignOut = vi.fn()
  const user = userEvent.setup()
  renderUi(<ScenariosTab api={api} onSignOut={onSignOut} />)
  return { api, onSignOut, user }
}

const jsonFile = (text: string, name = 'state.json') => new File([text], name, { type: 'application/json' })

afterEach(() => vi.restoreAllMocks())

describe('scenarios', () => {
  it('lists each scenario by its localised name with the account to sign in with', async () => {
    setup()
    const opening = await screen.findByRole('region', { name: '开标日' })
    expect(opening).toHaveTextContent('登录账号：supplier')
    expect(screen.getByRole('region', { name: '初始数据' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '发票被驳回' })).toHaveTextContent('登录账号：payer')
  })

  it('loads a scenario, then signs the user out because every session ended', async () => {
    const { api, onSignOut, user } = setup()
    const card = await screen.findByRole('region', { name: '开标日' })
    await user.click(within(card).getByRole('button', { name: '载入场景：开标日' }))
    expect(api.loadScenario).toHaveBeenCalledWith('openingDay')
    expect(onSignOut).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('status')).toHaveTextContent('已载入场景：开标日')
  })

  it('shows why a scenario could not be loaded, and keeps the user signed in', async () => {
    const api = fakeConsole({ loadScenario: vi.fn(async () => Promise.reject(new ConsoleError('模拟器正忙，请稍后再试'))) })
    const { onSignOut, user } = setup(api)
    await user.click(await screen.findByRole('button', { name: '载入场景：初始数据' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('模拟器正忙，请稍后再试')
    expect(onSignOut).not.toHaveBeenCalled()
  })
})

describe('state file', () => {
  it('exports the state as a .json file named with the simulator time', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:state')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const { api, user } = setup()
    await user.click(screen.getByRole('button', { name: '导出状态' }))
    expect(api.exportState).toHaveBeenCalled()
    expect(clicked).toHaveLength(1)
    expect(clicked[0]!.download).toBe('simulator-state-20240520-093000.json')
    expect(clicked[0]!.href).toBe('blob:state')
    const blob = createObjectURL.mock.calls[0]![0]
    expect(blob.type).toBe('application/json')
    expect(await blob.text()).toBe('{"format":"portal-simulator-state","version":1}')
    expect(await screen.findByRole('status')).toHaveTextContent('已导出：simulator-state-20240520-093000.json')
  })

  it('imports a chosen file, confirms it and signs the user out', async () => {
    const { api, onSignOut, user } = setup()
    await user.upload(screen.getByLabelText('选择状态文件'), jsonFile('{"format":"portal-simulator-state"}', 'class-a.json'))
    expect(api.importState).toHaveBeenCalledWith('{"format":"portal-simulator-state"}')
    expect(await screen.findByRole('status')).toHaveTextContent('已导入 class-a.json。所有会话已结束，请重新登录。')
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })

  it('refuses a broken or foreign file with its reason and says the current state was kept', async () => {
    const api = fakeConsole({ importState: vi.fn(async () => Promise.reject(new ConsoleError('这不是模拟器导出的状态文件'))) })
    const { onSignOut, user } = setup(api)
    await user.upload(screen.getByLabelText('选择状态文件'), jsonFile('{"hello":1}'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('这不是模拟器导出的状态文件')
    expect(alert).toHaveTextContent('当前状态已保留，未做任何更改。')
    expect(onSignOut).not.toHaveBeenCalled()
  })
})

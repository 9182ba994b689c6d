import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ConsoleError } from '../../../../simulator/console-types'
import { renderUi } from '@/ui/test-utils'
import { FAULT_PRESETS } from './fault-presets'
import { FaultsTab } from './FaultsTab'
import { fakeConsole, pick } from './test-support'

function setup(api = fakeConsole()) {
  const user = userEvent.setup()
  const view = renderUi(<FaultsTab api={api} />)
  return { api, user, i18n: view.i18n }
}

const field = (name: string) => screen.getByRole('textbox', { name })

describe('faults', () => {
  it('starts on every API call, explaining the pattern', () => {
    setup()
    expect(field('请求匹配')).toHaveValue('* /api/*')
    expect(field('请求匹配')).toHaveAccessibleDescription(/METHOD 路径通配/)
  })

  it('sets an error with status, code and message for the next N calls', async () => {
    const { api, user } = setup()
    await user.clear(field('请求匹配'))
    await user.type(field('请求匹配'), 'GET /api/bid-crm/*')
    await user.clear(field('HTTP 状态码'))
    await user.type(field('HTTP 状态码'), '500')
    await user.type(field('业务 code'), '500')
    await user.type(field('消息 msg'), '数据库繁忙')
    await user.type(field('次数'), '2')
    await user.click(screen.getByRole('button', { name: '设置故障' }))
    expect(api.setFault).toHaveBeenCalledWith('GET /api/bid-crm/*', { kind: 'error', status: 500, code: 500, msg: '数据库繁忙' }, 2)
  })

  it('sets latency in ms until cleared', async () => {
    const { api, user } = setup()
    await pick(user, '故障类型', '延迟')
    await user.clear(field('延迟毫秒数'))
    await user.type(field('延迟毫秒数'), '3000')
    await user.click(screen.getByRole('button', { name: '设置故障' }))
    expect(api.setFault).toHaveBeenCalledWith('* /api/*', { kind: 'latency', ms: 3000 }, null)
  })

  it.each([
    ['网络中断', 'network'],
    ['超时', 'timeout'],
    ['响应格式错误', 'malformed'],
  ] as const)('sets a %s fault', async (label, kind) => {
    const { api, user } = setup()
    await pick(user, '故障类型', label)
    await user.click(screen.getByRole('button', { name: '设置故障' }))
    expect(api.setFault).toHaveBeenCalledWith('* /api/*', { kind }, null)
  })

  it('refuses an HTTP status outside 100–599 without calling the simulator', async () => {
    const { api, user } = setup()
    await user.clear(field('HTTP 状态码'))
    await user.type(field('HTTP 状态码'), '42')
    await user.click(screen.getByRole('button', { name: '设置故障' }))
    expect(screen.getByText('请填写 100–599 的状态码')).toBeInTheDocument()
    expect(api.setFault).not.toHaveBeenCalled()
  })

  // One test a preset, each picked right after the one before it (the last before the first), so a
  // preset sets what it names whatever the form held; all in one test came close to its time-out.
  it.each(FAULT_PRESETS.map((preset, index) => [preset.label.message ?? preset.pattern, index] as const))('sets what the preset “%s” names, after the one before it', async (_pattern, index) => {
    const { api, user, i18n } = setup()
    for (const preset of [FAULT_PRESETS.at(index - 1)!, FAULT_PRESETS[index]!]) {
      await pick(user, '预设', i18n._(preset.label))
      await user.click(screen.getByRole('button', { name: '设置故障' }))
      expect(api.setFault).toHaveBeenLastCalledWith(preset.pattern, preset.fault, null)
    }
  })

  it('offers a preset for every row of the error catalogue', () => {
    // The catalogue's rows a response can cause (src/services/error-catalogue.ts), each at least once.
    const errors = FAULT_PRESETS.map((p) => p.fault).filter((f) => f.kind === 'error')
    expect(errors.some((f) => f.status === 401 && f.msg === 'relogin')).toBe(true)
    expect(errors.some((f) => f.status === 401 && f.msg !== 'relogin')).toBe(true)
    expect(errors.filter((f) => f.code === 400).map((f) => Boolean(f.msg))).toEqual(expect.arrayContaining([true, false]))
    expect(errors.filter((f) => f.code === 500).map((f) => Boolean(f.msg))).toEqual(expect.arrayContaining([true, false]))
    expect(errors.some((f) => f.status === 404 && f.code === 404)).toBe(true)
    expect(errors.some((f) => f.status === 200 && ![200, 400, 401, 404, 500].includes(f.code ?? 200))).toBe(true)
    expect(errors.some((f) => f.status > 500)).toBe(true)
    expect(FAULT_PRESETS.map((p) => p.fault.kind)).toEqual(expect.arrayContaining(['network', 'timeout', 'malformed', 'latency']))
  })

  it('lists active faults, clears one and then all', async () => {
    const { api, user } = setup()
    await pick(user, '预设', '401 relogin → 账号已在其它地方登录,请及时修改密码')
    await user.type(field('次数'), '3')
    await user.click(screen.getByRole('button', { name: '设置故障' }))
    await user.clear(field('请求匹配'))
    await user.type(field('请求匹配'), 'POST /api/blade-auth/oauth/token')
    await pick(user, '故障类型', '超时')
    await user.clear(field('次数'))
    await user.click(screen.getByRole('button', { name: '设置故障' }))

    const table = await screen.findByRole('table', { name: '生效中的故障' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    expect(within(table).getByRole('row', { name: /\* \/api\/\*/ })).toHaveTextContent('HTTP 401 · code 401 · “relogin”3')
    expect(within(table).getByRole('row', { name: /oauth\/token/ })).toHaveTextContent('超时直到清除')

    await user.click(within(table).getByRole('button', { name: '清除 * /api/*' }))
    expect(api.clearFaults).toHaveBeenCalledWith('* /api/*')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))

    await user.click(screen.getByRole('button', { name: '全部清除' }))
    expect(api.clearFaults).toHaveBeenLastCalledWith(undefined)
    expect(await screen.findByText('没有故障：所有请求正常应答。')).toBeInTheDocument()
  })

  it("shows the simulator's refusal", async () => {
    const api = fakeConsole({ setFault: vi.fn(async () => Promise.reject(new ConsoleError('请求匹配格式不对：应为 METHOD 路径'))) })
    const { user } = setup(api)
    await user.click(screen.getByRole('button', { name: '设置故障' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('请求匹配格式不对')
  })

  it('makes the certificate helper fail its next call with any row of its catalogue', async () => {
    const { api, user } = setup()
    const card = screen.getByRole('region', { name: '证书助手故障' })
    await user.click(within(card).getByRole('button', { name: '下一次调用失败' }))
    expect(within(card).getByText('请选择错误码')).toBeInTheDocument()
    expect(api.failCertificateHelper).not.toHaveBeenCalled()

    await user.click(within(card).getByRole('combobox', { name: '错误码' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      '11 → CA密码输入错误', '401 → 未检测到证书', '403 → 请选择证书', '404 → 上传数据失败', '1000 → 推送数据失败,请重新安装应用', '9999 → 服务器异常', '其它（7）→ 接口异常。错误码7',
    ])
    await user.click(screen.getByRole('option', { name: '403 → 请选择证书' }))
    await user.click(within(card).getByRole('button', { name: '下一次调用失败' }))
    expect(api.failCertificateHelper).toHaveBeenCalledWith(403)
    expect(await within(card).findByRole('status')).toHaveTextContent('证书助手的下一次调用将返回 403。')
  })

  it('answers the next upload with a wrong fingerprint, where the simulator offers it (decision 070)', async () => {
    const wrongNextUploadHash = vi.fn(async () => {})
    const { user } = setup(fakeConsole({ wrongNextUploadHash }))
    const card = screen.getByRole('region', { name: '文件指纹故障' })
    await user.click(within(card).getByRole('button', { name: '下一次上传返回错误指纹' }))
    expect(wrongNextUploadHash).toHaveBeenCalledTimes(1)
    expect(await within(card).findByRole('status')).toHaveTextContent('下一次上传将返回错误的指纹。')
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '@/ui/test-utils'
import type { SentSmsEntry } from './console-api'
import { SimulatorConsole } from './SimulatorConsole'
import { SmsTab } from './SmsTab'
import { fakeConsole, SIM_NOW } from './test-support'

const CODES: SentSmsEntry[] = [
  { mobile: '13912345678', code: '246810', purpose: 'register', tenantId: '000000', sentAt: SIM_NOW + 60_000, expiresAt: SIM_NOW + 360_000, expired: false, used: false },
  { mobile: '13712345678', code: '135790', purpose: 'forgetPwd', tenantId: '100001', sentAt: SIM_NOW, expiresAt: SIM_NOW + 300_000, expired: true, used: false },
  { mobile: '13912345678', code: '111222', purpose: 'register', tenantId: '000000', sentAt: SIM_NOW - 600_000, expiresAt: SIM_NOW - 300_000, expired: true, used: true },
]

const rows = () =>
  within(screen.getByRole('table', { name: '短信验证码' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))

describe('SMS codes', () => {
  it('lists each code sent with its mobile, purpose, time and whether it still works', async () => {
    renderUi(<SmsTab api={fakeConsole({ smsCodes: vi.fn(async () => CODES) })} />)
    await screen.findByText('246810')
    expect(rows()).toEqual([
      ['13912345678', '246810', '注册', '09:31:00', '有效'],
      ['13712345678 租户 100001', '135790', '找回密码', '09:30:00', '已过期'],
      ['13912345678', '111222', '注册', '09:20:00', '已使用'],
    ])
  })

  it('says when none was sent yet', async () => {
    renderUi(<SmsTab api={fakeConsole({ smsCodes: vi.fn(async () => []) })} />)
    expect(await screen.findByText('还没有发送过验证码。')).toBeInTheDocument()
  })

  it('is a tab of the console when the simulator has an SMS gateway', async () => {
    const user = userEvent.setup()
    renderUi(<SimulatorConsole api={fakeConsole({ smsCodes: vi.fn(async () => CODES) })} opened onClose={() => {}} />)
    const tabs = screen.getByRole('tablist', { name: '模拟器功能' })
    expect([...tabs.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['场景', '时钟', '对方操作', '短信', '故障', '请求日志'])
    await user.click(screen.getByRole('tab', { name: '短信' }))
    expect(await screen.findByText('135790')).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ConsoleError } from '../../../../simulator/console-types'
import { renderUi } from '@/ui/test-utils'
import type { Serialisation } from './console-api'
import { FaultsTab } from './FaultsTab'
import { fakeConsole } from './test-support'

/** A console that switches conventions, starting at `initial`. */
function conventionConsole(initial: Serialisation = 'portal', overrides: Parameters<typeof fakeConsole>[0] = {}) {
  let current = initial
  return fakeConsole({
    serialisation: vi.fn(async () => current),
    setSerialisation: vi.fn(async (convention: Serialisation) => {
      current = convention
    }),
    ...overrides,
  })
}

function setup(api = conventionConsole()) {
  const user = userEvent.setup()
  renderUi(<FaultsTab api={api} />)
  return { api, user }
}

const card = () => screen.getByRole('region', { name: '序列化约定' })
const select = () => within(card()).getByRole('combobox', { name: '序列化约定' })

describe('serialisation convention', () => {
  it('shows the convention the simulator answers in, with what it changes', async () => {
    setup(conventionConsole('bladex'))
    await waitFor(() => expect(select()).toHaveValue('BladeX 当前约定'))
    expect(select()).toHaveAccessibleDescription(/金额为两位小数的字符串（"1280000.00"），代码为整数/)
  })

  it('offers the four conventions by name and switches to the one picked', async () => {
    const { api, user } = setup()
    await waitFor(() => expect(select()).toHaveValue('门户约定（默认）'))
    await user.click(select())
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['门户约定（默认）', 'BladeX 当前约定', 'BladeX 旧版（Long 一律为字符串）', 'BladeX 空值转空（null-to-empty）'])
    await user.click(screen.getByRole('option', { name: 'BladeX 旧版（Long 一律为字符串）' }))
    expect(api.setSerialisation).toHaveBeenCalledWith('bladex-legacy')
    expect(await within(card()).findByRole('status')).toHaveTextContent('接口应答已改为“BladeX 旧版（Long 一律为字符串）”。')
    expect(select()).toHaveValue('BladeX 旧版（Long 一律为字符串）')
    expect(select()).toHaveAccessibleDescription(/所有整数写为字符串（total: "37"，status: "1"）/)
  })

  it("shows the simulator's refusal and keeps the convention it had", async () => {
    const api = conventionConsole('portal', { setSerialisation: vi.fn(async () => Promise.reject(new ConsoleError('序列化约定只能是 portal、bladex、bladex-legacy、null-to-empty，收到 x'))) })
    const { user } = setup(api)
    await waitFor(() => expect(select()).toHaveValue('门户约定（默认）'))
    await user.click(select())
    await user.click(await screen.findByRole('option', { name: 'BladeX 空值转空（null-to-empty）' }))
    expect(await within(card()).findByRole('alert')).toHaveTextContent('序列化约定只能是')
    expect(select()).toHaveValue('门户约定（默认）')
  })

  it('is not offered by a simulator without conventions', () => {
    setup(fakeConsole())
    expect(screen.queryByRole('region', { name: '序列化约定' })).toBeNull()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }

describe('/personal/feeCenter/fundCount (decision 031)', () => {
  it('shows the account’s number and balances, and filters the movements by kind through the URL', async () => {
    await app.signedInAt('/personal/feeCenter/fundCount')
    const table = await screen.findByRole('table', { name: '资金流水列表' }, slow)
    await vi.waitFor(() => expect(within(table).getAllByText('保证金缴纳')).toHaveLength(4), slow)
    const account = screen.getByRole('region', { name: '账户概况' })
    expect(account).toHaveTextContent(/资金账号ZJ\w{12}/)
    // Two cash deposits are still held: the balance is theirs, and all of it frozen.
    expect(account).toHaveTextContent(/账户余额（元）([\d,]+\.\d{2})冻结金额（元）\1/)

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '类型' }), '保证金退还')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('type')).toBe('2'))
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), slow)
    expect(within(table).getByText('保证金退还')).toBeInTheDocument()
    expect(within(table).getByText('项目流标，保证金原路退还')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: '重置' }))
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7), slow)
    expect(new URLSearchParams(window.location.search).get('type')).toBeNull()
  })
})

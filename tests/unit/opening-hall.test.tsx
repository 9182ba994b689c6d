import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
// The helper is asked once a second (001 §9), and the hall is read before each step.
const slow = { timeout: WAIT_LIMIT_MS }
const MINUTE = 60_000

async function hallOf(scenario: string) {
  const project = ofScenario(await myProjects(), scenario)
  await app.signedInAt(`/electronicOpening?projectId=${idParam(project.id)}`)
  await screen.findByRole('heading', { name: project.projectName }, slow)
  return within(screen.getByRole('region', { name: '当前操作' }))
}

async function decryptWith(pin: string) {
  const form = await screen.findByRole('form', { name: '解密投标文件' }, slow)
  const field = within(form).getByLabelText('CA密码')
  await userEvent.clear(field)
  await userEvent.type(field, pin)
  await userEvent.click(within(form).getByRole('button', { name: '解密' }))
}

describe('/electronicOpening', () => {
  it('decrypts the bid with the certificate’s PIN inside the open window', async () => {
    const action = await hallOf('hallDecrypt')
    expect(screen.getByRole('region', { name: '服务器时间' })).toHaveTextContent('解密剩余时间')
    await userEvent.click(await action.findByRole('button', { name: '开始解密' }, slow))
    await decryptWith('123456')
    expect(await action.findByText('解密成功', {}, slow)).toBeInTheDocument()
    expect(action.getByText(/\.hctb：已解密$/)).toBeInTheDocument()
  })

  it('says CA密码输入错误 for a wrong PIN and decrypts on retry', async () => {
    const action = await hallOf('hallDecrypt')
    await userEvent.click(await action.findByRole('button', { name: '开始解密' }, slow))
    await decryptWith('000000')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('CA密码输入错误')
    await userEvent.click(await action.findByRole('button', { name: '重新解密' }))
    await decryptWith('123456')
    expect(await action.findByText('解密成功', {}, slow)).toBeInTheDocument()
    expect(screen.queryByText('CA密码输入错误')).not.toBeInTheDocument()
  })

  it('reads out every bidder and its price at 唱标, once the decryption window has closed', async () => {
    const action = await hallOf('hallDecrypt')
    await userEvent.click(await action.findByRole('button', { name: '开始解密' }, slow))
    await decryptWith('123456')
    expect(await action.findByText('解密成功', {}, slow)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '唱标结果' })).not.toBeInTheDocument()
    // The window (60 minutes, ten of them gone) closes; the window comes back to the hall after that.
    app.control.clock.advance(55 * MINUTE)
    fireEvent.focus(window)
    const reading = await screen.findByRole('region', { name: '唱标结果' }, slow)
    const table = await within(reading).findByRole('table', { name: '唱标结果' }, slow)
    const rows = within(table).getAllByRole('row').slice(1)
    // My bid and the two other bidders', each with its price and its decryption.
    expect(rows).toHaveLength(3)
    const own = rows.find((row) => within(row).queryByText('本单位'))!
    expect(own).toHaveTextContent('已解密')
    for (const row of rows) expect(row.textContent).toMatch(/\d{1,3}(,\d{3})*\.\d{2}/)
    expect(within(screen.getByRole('table', { name: '开标环节' })).getByRole('row', { current: 'step' })).toHaveTextContent('唱标')
  })

  it('checks in while check-in is open and then waits for the opening', async () => {
    const action = await hallOf('hallCheckIn')
    const nodes = screen.getByRole('table', { name: '开标环节' })
    expect(within(nodes).getByRole('row', { current: 'step' })).toHaveTextContent('签到')
    await userEvent.click(await action.findByRole('button', { name: '签到' }, slow))
    expect(await action.findByText('已签到，请等待开标。', {}, slow)).toBeInTheDocument()
    expect(action.queryByRole('button', { name: '签到' })).not.toBeInTheDocument()
  })
})

describe('/electronicOpening/electronicSign', () => {
  it('lists my online-opening projects with their hall state and opens the hall', async () => {
    const project = ofScenario(await myProjects(), 'hallCheckIn')
    await app.signedInAt('/electronicOpening/electronicSign')
    const table = await screen.findByRole('table', { name: '网上开标项目列表' }, slow)
    const row = (await within(table).findByText(project.projectName, {}, slow)).closest('tr')!
    expect(row).toHaveTextContent('签到')
    await userEvent.click(within(row).getByRole('button', { name: `进入开标大厅：${project.projectName}` }))
    expect(await screen.findByRole('heading', { name: project.projectName }, slow)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '签到' }, slow)).toBeInTheDocument()
  })
})

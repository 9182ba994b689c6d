import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

const app = appOverSimulator()
const slow = { timeout: WAIT_LIMIT_MS }
const BANNER = '连接已断开，正在重试…'

/** Every request fails as with no network at all: the back end and the local certificate helper alike. */
const networkDown = () => app.server.use(http.all('*', () => HttpResponse.error()))
const networkBack = () => app.server.resetHandlers()

const banner = () => screen.queryByText(BANNER)

describe('a lost connection (decision 058)', () => {
  it('shows the banner while the server cannot be reached, and clears it by itself once it answers again', async () => {
    const project = ofScenario(await myProjects(), 'hallCheckIn')
    const router = await app.signedInAt('/home/homePage')
    expect(banner()).not.toBeInTheDocument()

    networkDown()
    // A screen's own read that gets no answer is enough: no one has to wait for a probe.
    await router.navigate({ href: `/electronicOpening?projectId=${idParam(project.id)}` })
    const status = await screen.findByText(BANNER, {}, slow)
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')

    networkBack()
    await vi.waitFor(() => expect(banner()).not.toBeInTheDocument(), slow)
    // The hall read again by itself: its check-in is offered without a click.
    expect(await screen.findByRole('button', { name: '签到' }, slow)).toBeInTheDocument()
  })

  it('tells a visitor on the public site too, and clears it by itself once the server answers', async () => {
    const router = app.start('/notice')
    await screen.findByRole('heading', { name: '通知公告' }, slow)
    expect(banner()).not.toBeInTheDocument()

    networkDown()
    await router.navigate({ href: '/helpcenter' })
    const status = await screen.findByText(BANNER, {}, slow)
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')

    networkBack()
    await vi.waitFor(() => expect(banner()).not.toBeInTheDocument(), slow)
  })

  it('says in the hall that the connection is lost, not that the certificate helper is missing, and decrypts once it is back', async () => {
    const project = ofScenario(await myProjects(), 'hallDecrypt')
    await app.signedInAt(`/electronicOpening?projectId=${idParam(project.id)}`)
    const action = within(await screen.findByRole('region', { name: '当前操作' }, slow))
    await userEvent.click(await action.findByRole('button', { name: '开始解密' }, slow))
    const form = await screen.findByRole('form', { name: '解密投标文件' }, slow)
    await userEvent.type(within(form).getByLabelText('CA密码'), '123456')

    networkDown()
    await userEvent.click(within(form).getByRole('button', { name: '解密' }))
    expect(await screen.findByRole('alert', { name: '无法连接服务器' }, slow)).toHaveTextContent('与服务器的连接已断开')
    expect(screen.queryByText(/未检测到证书助手/)).not.toBeInTheDocument()
    expect(screen.getByText(BANNER)).toBeInTheDocument()
    const clock = screen.getByRole('region', { name: '服务器时间' })
    expect(clock).toHaveTextContent('无法连接服务器')
    expect(clock).not.toHaveTextContent('本机时间与服务器时间一致')

    networkBack()
    expect(await screen.findByText('连接已恢复，请重新操作。', {}, slow)).toBeInTheDocument()
    expect(banner()).not.toBeInTheDocument()
    expect(screen.queryByRole('alert', { name: '无法连接服务器' })).not.toBeInTheDocument()
    expect(clock).not.toHaveTextContent('无法连接服务器')

    // Decrypting is a write: offered again, sent on the supplier's press, the PIN still typed.
    await userEvent.click(action.getByRole('button', { name: '重新解密' }))
    await userEvent.click(within(await screen.findByRole('form', { name: '解密投标文件' }, slow)).getByRole('button', { name: '解密' }))
    expect(await action.findByText('解密成功', {}, slow)).toBeInTheDocument()
  })
})

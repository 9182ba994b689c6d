import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appOverSimulator } from './app-harness'
import { rowsOf } from './table-rows'

const app = appOverSimulator()
const DAY = 24 * 3_600_000

/** The row whose standing reads `status` (one seeded invitation of each standing). */
const rowWith = async (table: string, status: string) => (await rowsOf(table)).find((row) => within(row).queryByText(status))!
const projectNameOf = (row: HTMLElement) => within(row).getAllByRole('link')[0]!.textContent!

describe('tender invitations (spec 001 §2, decision 020)', () => {
  it('lists every invitation with its standing, and accepts one after confirmation, then leads to sign-up', async () => {
    await app.signedInAt('/purchaseNotice/tenderInvitation/index')
    const rows = await rowsOf('投标邀请列表')
    expect(rows).toHaveLength(4)
    for (const status of ['待回复', '已接受', '已拒绝', '已过期']) expect(rows.filter((row) => within(row).queryByText(status))).toHaveLength(1)

    const pending = await rowWith('投标邀请列表', '待回复')
    const name = projectNameOf(pending)
    await userEvent.click(within(pending).getByRole('button', { name: `接受邀请：${name}` }))
    const confirm = await screen.findByRole('dialog', { name: '接受投标邀请' })
    expect(confirm).toHaveTextContent(name)
    await userEvent.click(within(confirm).getByRole('button', { name: '确认接受' }))
    const done = await screen.findByRole('dialog', { name: '已接受邀请，请在报名截止前完成报名' })
    await userEvent.click(within(done).getByRole('button', { name: '确定' }))

    // The list reloads on its own: the invitation now reads 已接受 and offers the sign-up.
    await vi.waitFor(async () => {
      const row = (await rowsOf('投标邀请列表')).find((r) => projectNameOf(r) === name)!
      expect(within(row).getByText('已接受')).toBeInTheDocument()
    })
    const accepted = (await rowsOf('投标邀请列表')).find((r) => projectNameOf(r) === name)!
    await userEvent.click(within(accepted).getByRole('button', { name: `去报名：${name}` }))
    await screen.findByRole('heading', { name, level: 3 })
    expect(window.location.pathname).toBe('/purchaseNotice/purchaseDetail')
  })

  it('declining asks for a reason and sends nothing without one; a refusal keeps the reason typed', async () => {
    await app.signedInAt('/purchaseNotice/tenderInvitation/index')
    const pending = await rowWith('投标邀请列表', '待回复')
    const name = projectNameOf(pending)
    await userEvent.click(within(pending).getByRole('button', { name: `拒绝邀请：${name}` }))
    const dialog = await screen.findByRole('dialog', { name: '拒绝投标邀请' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }))
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeInTheDocument()

    // The answer window closes meanwhile, on the server's clock: the server refuses, the reason stays.
    app.control.clock.advance(2 * DAY)
    await userEvent.type(within(dialog).getByRole('textbox', { name: /拒绝原因/ }), '产能已满')
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('邀请回复已截止')
    expect(within(dialog).getByRole('textbox', { name: /拒绝原因/ })).toHaveValue('产能已满')
  })

  it('declines with a reason and shows it in my invitations', async () => {
    const router = await app.signedInAt('/purchaseNotice/tenderInvitation/index')
    const pending = await rowWith('投标邀请列表', '待回复')
    const name = projectNameOf(pending)
    await userEvent.click(within(pending).getByRole('button', { name: `拒绝邀请：${name}` }))
    const dialog = await screen.findByRole('dialog', { name: '拒绝投标邀请' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /拒绝原因/ }), '资质不满足本项目要求')
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: '已拒绝邀请' })).getByRole('button', { name: '确定' }))

    await act(() => router.navigate({ href: '/personal/myInviteList/index?replyStatus=2' }))
    await vi.waitFor(async () => expect((await rowsOf('我的邀请列表')).map(projectNameOf)).toContain(name))
    const row = (await rowsOf('我的邀请列表')).find((r) => projectNameOf(r) === name)!
    expect(row).toHaveTextContent('资质不满足本项目要求')
    expect((await rowsOf('我的邀请列表')).every((r) => within(r).queryByText('已拒绝'))).toBe(true)
  })
})

describe('my invitations (spec 000 §2)', () => {
  it('filters by standing through the URL', async () => {
    await app.signedInAt('/personal/myInviteList/index')
    expect(await rowsOf('我的邀请列表')).toHaveLength(4)
    await userEvent.click(screen.getByRole('radio', { name: '已过期' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).get('replyStatus')).toBe('3'))
    await vi.waitFor(async () => expect(await rowsOf('我的邀请列表')).toHaveLength(1))
    const [expired] = await rowsOf('我的邀请列表')
    expect(within(expired!).getByText('已过期')).toBeInTheDocument()
    // An expired invitation offers no answer.
    expect(within(expired!).queryByRole('button', { name: /^接受邀请/ })).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: '全部' }))
    await vi.waitFor(() => expect(new URLSearchParams(window.location.search).has('replyStatus')).toBe(false))
  })
})

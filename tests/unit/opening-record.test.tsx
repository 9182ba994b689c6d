import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it, vi } from 'vitest'
import { VALID_CERTIFICATE } from '../../fixtures/certificates'
import { bp, session } from '../../simulator/tender/tender-test-support'
import { call } from '../../simulator/test-support'
import type { PdfRenderer } from '@/ui/pdf/renderer'
import { appOverSimulator } from './app-harness'
import { idParam, myProjects, ofScenario } from './tender-support'
import { WAIT_LIMIT_MS } from '../support/settle'

/*
 * jsdom has no canvas, so pdf.js cannot draw here: the viewer's renderer is replaced by one that
 * parses the served bytes with pdf-lib (a real PDF parser) and draws nothing. `unreadable` makes
 * it refuse every document, as pdf.js refuses a broken file.
 */
const viewer = vi.hoisted(() => ({ unreadable: false, opened: [] as number[] }))
vi.mock('@/ui/pdf/pdfjs-renderer', () => ({
  pdfjsRenderer: {
    async open(data: Uint8Array) {
      if (viewer.unreadable) throw new Error('Invalid PDF structure')
      const document = await PDFDocument.load(data)
      viewer.opened.push(document.getPageCount())
      return { pageCount: document.getPageCount(), renderPage: async () => {}, destroy: () => {} }
    },
  } satisfies PdfRenderer,
}))

const app = appOverSimulator()
// The helper is asked once a second (001 §9), and the hall is read before each step.
const slow = { timeout: WAIT_LIMIT_MS }
const MINUTE = 60_000

/** The hallDecrypt scenario's bidder decrypts over HTTP; 65 minutes on, its record is out for signing. */
async function hallAtSigning() {
  const project = ofScenario(await myProjects(), 'hallDecrypt')
  const { token } = await session('supplier')
  await call(bp('entry/supBeginDecrypt'), { method: 'POST', token, json: { projectId: project.id } })
  const decrypted = await call(bp('entry/entryDecrypt'), {
    method: 'POST',
    token,
    json: { projectId: project.id, username: VALID_CERTIFICATE.serial, subjectDn: VALID_CERTIFICATE.subjectDn, srcData: 'x', signData: 'y' },
  })
  expect(decrypted.body.msg).toBe('解密成功')
  app.control.clock.advance(65 * MINUTE)
  await app.signedInAt(`/electronicOpening?projectId=${idParam(project.id)}`)
  await screen.findByRole('heading', { name: project.projectName }, slow)
  const action = within(screen.getByRole('region', { name: '当前操作' }))
  return { project, action }
}

async function signWith(pin: string) {
  const form = screen.getByRole('form', { name: '签署开标记录' })
  const field = within(form).getByLabelText('CA密码')
  await userEvent.clear(field)
  await userEvent.type(field, pin)
  await userEvent.click(within(form).getByRole('button', { name: '签署开标记录' }))
}

describe('/electronicOpening: signing the opening record (decision 027)', () => {
  it('shows the record and signs it with the certificate’s PIN: 开标已完成', async () => {
    viewer.unreadable = false
    const { project, action } = await hallAtSigning()
    const record = await action.findByRole('region', { name: '开标记录' }, slow)
    expect(await within(record).findByText('第 1 / 1 页', {}, slow)).toBeInTheDocument()
    expect(within(record).getByRole('link', { name: `下载 开标记录-${project.projectCode}.pdf` })).toBeInTheDocument()
    expect(viewer.opened).toContain(1)
    await signWith('123456')
    expect(await action.findByText('开标已完成', {}, slow)).toBeInTheDocument()
    expect(action.getByText('您已签署开标记录，本次开标已完成。')).toBeInTheDocument()
    // The hall keeps the signature: a fresh reading says so.
    const { token, supplierId } = await session('supplier')
    const nodes = await call(bp('entry/check/eleBidNodes'), { token, query: { projectId: project.id, supplierId } })
    expect(nodes.body.data.progress).toMatchObject({ recordSignStatus: 1 })
  })

  it('says CA密码输入错误 for a wrong PIN and signs on the next try', async () => {
    viewer.unreadable = false
    const { action } = await hallAtSigning()
    await within(await action.findByRole('region', { name: '开标记录' }, slow)).findByText('第 1 / 1 页', {}, slow)
    await signWith('000000')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('CA密码输入错误')
    expect(action.getByRole('form', { name: '签署开标记录' })).toBeInTheDocument()
    await signWith('123456')
    expect(await action.findByText('开标已完成', {}, slow)).toBeInTheDocument()
    expect(screen.queryByText('CA密码输入错误')).not.toBeInTheDocument()
  })

  it('moves a hall left open on the record to its end once the opening has ended, still showing the record', async () => {
    viewer.unreadable = false
    const { action } = await hallAtSigning()
    await within(await action.findByRole('region', { name: '开标记录' }, slow)).findByText('第 1 / 1 页', {}, slow)
    // Signing closes 30 minutes after it opened; the window comes back to the hall after that.
    app.control.clock.advance(31 * MINUTE)
    fireEvent.focus(window)
    expect(await action.findByText('开标已结束', {}, slow)).toBeInTheDocument()
    expect(action.getByText('开标记录签署已截止，您未签署开标记录。')).toBeInTheDocument()
    expect(action.queryByRole('form', { name: '签署开标记录' })).not.toBeInTheDocument()
    expect(await within(action.getByRole('region', { name: '开标记录' })).findByText('第 1 / 1 页', {}, slow)).toBeInTheDocument()
    expect(screen.queryByText('00:00:00')).not.toBeInTheDocument()
  })

  it('refuses to sign a record the viewer could not show: 请选择PDF文档', async () => {
    viewer.unreadable = true
    const { action } = await hallAtSigning()
    const record = await action.findByRole('region', { name: '开标记录' }, slow)
    expect(await within(record).findByRole('alert', {}, slow)).toHaveTextContent('无法显示该PDF文档，请下载后查看。')
    await signWith('123456')
    expect(await screen.findByText('请选择PDF文档', {}, slow)).toBeInTheDocument()
    expect(action.queryByText('开标已完成')).not.toBeInTheDocument()
  })
})

describe('/electronicOpening/rehearsal: the practice hall (decision 028)', () => {
  it('runs the whole opening on a practice bid from the real hall’s 模拟开标 and leaves the real hall as it was', async () => {
    viewer.unreadable = false
    const project = ofScenario(await myProjects(), 'hallSoon')
    await app.signedInAt(`/electronicOpening?projectId=${idParam(project.id)}`)
    const real = within(await screen.findByRole('region', { name: '当前操作' }, slow))
    await userEvent.click(await real.findByRole('button', { name: '模拟开标' }, slow))

    const banner = await screen.findByRole('region', { name: '模拟开标' }, slow)
    expect(banner).toHaveTextContent('模拟的结果不计入正式开标')
    expect(screen.getByRole('heading', { name: project.projectName })).toBeInTheDocument()
    const action = within(screen.getByRole('region', { name: '当前操作' }))
    await userEvent.click(await action.findByRole('button', { name: '签到' }, slow))
    await userEvent.click(await action.findByRole('button', { name: '确认投标文件' }, slow))
    expect(await screen.findByText(/^解密剩余时间/, {}, slow)).toBeInTheDocument()
    await userEvent.click(await action.findByRole('button', { name: '开始解密' }, slow))
    const decrypt = await action.findByRole('form', { name: '解密投标文件' }, slow)
    await userEvent.type(within(decrypt).getByLabelText('CA密码'), '123456')
    await userEvent.click(within(decrypt).getByRole('button', { name: '解密' }))

    const record = await action.findByRole('region', { name: '开标记录' }, slow)
    expect(await within(record).findByText('第 1 / 1 页', {}, slow)).toBeInTheDocument()
    expect(within(record).getByRole('link', { name: `下载 模拟开标记录-${project.projectCode}.pdf` })).toBeInTheDocument()
    await signWith('123456')
    expect(await action.findByText('开标已完成', {}, slow)).toBeInTheDocument()
    expect(action.getByText(/^模拟开标已完成/)).toBeInTheDocument()

    // Starting over opens check-in again.
    await userEvent.click(action.getByRole('button', { name: '重新开始模拟开标' }))
    expect(await action.findByRole('button', { name: '签到' }, slow)).toBeInTheDocument()

    // The real hall has not moved: still before check-in, nothing recorded for the supplier.
    await userEvent.click(screen.getByRole('button', { name: '返回开标大厅' }))
    expect(await screen.findByText('签到尚未开始，请在签到时间内进入开标大厅签到。', {}, slow)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '模拟开标' })).not.toBeInTheDocument()
    const { token, supplierId } = await session('supplier')
    const nodes = await call(bp('entry/check/eleBidNodes'), { token, query: { projectId: project.id, supplierId } })
    expect(nodes.body.data.progress).toMatchObject({ checkInStatus: 0, fileSureStatus: 0, decryptStatus: 0, recordSignStatus: 0 })
  })

  it('opens from the electronic project’s detail page for a supplier signed up to it', async () => {
    const project = ofScenario(await myProjects(), 'hallSoon')
    await app.signedInAt(`/personal/projectDetails/eleProDetail?id=${idParam(project.id)}`)
    const section = await screen.findByRole('region', { name: '电子开标' }, slow)
    await userEvent.click(within(section).getByRole('button', { name: '模拟开标' }))
    expect(await screen.findByRole('region', { name: '模拟开标' }, slow)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '签到' }, slow)).toBeInTheDocument()
  })
})

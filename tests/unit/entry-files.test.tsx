import { createHash } from 'node:crypto'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { appOverSimulator } from './app-harness'
import { seeded, supplierIdOf } from './conventions-support'
import { nodeFile, uploadWithNodeForms } from './node-uploads'
import { idParam } from './tender-support'

const app = appOverSimulator()
const db = () => app.control.snapshot().db
const slow = { timeout: 15_000 }

uploadWithNodeForms()

const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex')
const digitsOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, '')

describe('the entry service’s other uploads on a project’s page (decision 021), fingerprinted (decision 070)', () => {
  it('the winner uploads the signed contract: its fingerprint, then the contract on record with its fingerprint and receipt', async () => {
    const { project } = seeded(db(), 'awarded')
    await app.signedInAt(`/personal/myProject/myProjectDetail?id=${idParam(project.id)}`)
    const card = await screen.findByRole('region', { name: '中标合同' }, slow)
    expect(await within(card).findByText('尚未上传合同', {}, slow)).toBeInTheDocument()

    const text = '%PDF-1.7 采购合同（双方签章）'
    await userEvent.upload(within(card).getByLabelText('选择合同文件'), nodeFile(text, '采购合同.pdf', 'application/pdf'))
    expect(await within(card).findByText('上传成功！', {}, slow)).toBeInTheDocument()
    const sent = within(card).getAllByLabelText('SHA-256指纹', { exact: true })
    expect(sent.map(digitsOf)).toContain(sha256Of(text))

    // Read again from the server: the contract on record, with the server's fingerprint and the way to its receipt.
    const onRecord = await within(card).findByRole('list', { name: '已上传的合同' }, slow)
    expect(onRecord).toHaveTextContent('采购合同.pdf')
    expect(digitsOf(within(onRecord).getByLabelText('采购合同.pdf 的SHA-256指纹'))).toBe(sha256Of(text))
    expect(within(onRecord).getByRole('button', { name: '采购合同.pdf 的接收回执' })).toBeInTheDocument()
    const stored = db().bidFile.filter((file) => file.projectId === project.id && file.type === 5)
    expect(stored.map((file) => [file.fileName, file.supplierId])).toEqual([['采购合同.pdf', supplierIdOf(db())]])
  })

  it('shows the server’s refusal in the card and keeps the page, with nothing stored', async () => {
    const { project } = seeded(db(), 'awarded')
    // The rule itself (only the winner, only once awarded) is the simulator's, tested with its handlers.
    app.control.faults.set('POST /api/bid-project/entry/uploadContract', { status: 400, code: 400, msg: '仅中标供应商可以上传合同' }, { times: 1 })
    await app.signedInAt(`/personal/myProject/myProjectDetail?id=${idParam(project.id)}`)
    const card = await screen.findByRole('region', { name: '中标合同' }, slow)
    await within(card).findByText('尚未上传合同', {}, slow)
    await userEvent.upload(within(card).getByLabelText('选择合同文件'), nodeFile('%PDF-1.7 合同', '合同.pdf', 'application/pdf'))
    expect(await within(card).findByRole('alert', {}, slow)).toHaveTextContent('仅中标供应商可以上传合同')
    expect(within(card).getByText('尚未上传合同')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '我的标包' })).toBeInTheDocument()
    expect(db().bidFile.filter((file) => file.projectId === project.id && file.type === 5)).toEqual([])
  })

  it('a project opened at a venue takes each package’s unencrypted tender file while bids are taken, listed with its fingerprint', async () => {
    const { project, packages } = seeded(db(), 'awaitingOpening')
    // The bid deadline passed an hour ago: two hours earlier the project still takes bid files.
    app.control.clock.set(app.control.clock.now() - 2 * 3_600_000)
    await app.signedInAt(`/personal/projectDetails/sceneProDetail?id=${idParam(project.id)}`)
    const card = await screen.findByRole('region', { name: '投标文件电子版' }, slow)
    const pkg = packages[0]!
    const article = await within(card).findByRole('article', { name: pkg.packageName }, slow)
    expect(await within(article).findByText('尚未上传电子版', {}, slow)).toBeInTheDocument()

    const text = '%PDF-1.7 投标文件电子版'
    await userEvent.upload(within(article).getByLabelText(`选择 ${pkg.packageName} 的电子版`), nodeFile(text, '投标文件电子版.pdf', 'application/pdf'))
    const onRecord = await within(article).findByRole('list', { name: `${pkg.packageName} 已上传的电子版` }, slow)
    expect(digitsOf(within(onRecord).getByLabelText('投标文件电子版.pdf 的SHA-256指纹'))).toBe(sha256Of(text))
    const stored = db().bidFile.filter((file) => file.projectId === project.id && file.type === 4)
    expect(stored.map((file) => [file.fileName, file.packageId])).toEqual([['投标文件电子版.pdf', pkg.id]])
  })

  it('says the tender file cannot be uploaded once bids are closed, and shows no upload', async () => {
    const { project } = seeded(db(), 'awaitingOpening')
    await app.signedInAt(`/personal/projectDetails/sceneProDetail?id=${idParam(project.id)}`)
    const card = await screen.findByRole('region', { name: '投标文件电子版' }, slow)
    expect(card).toHaveTextContent('当前不在投标文件递交时间内，不能上传电子版。')
    expect(await within(card).findByText('尚未上传电子版', {}, slow)).toBeInTheDocument()
    expect(within(card).queryByLabelText(/的电子版$/)).toBeNull()
  })
})

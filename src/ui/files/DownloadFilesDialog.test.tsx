import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Catalog } from '@/services/schemas/bid-dms'

import { renderUi } from '../test-utils'
import { DownloadFilesDialog, formatFileSize, type DownloadFilesDialogProps } from './DownloadFilesDialog'

const file = (id: string, fileName: string, fileType: number, fileTypeName: string, fileSize: number | null): Catalog => ({
  id, serviceId: 'P1', packageId: null, fileType, fileTypeName, fileName, fileSize, fileUrl: `data:text/plain,${id}`, uploadTime: null,
})
const files = [file('C1', '招标文件.pdf', 10, '招标文件', 204_800), file('C2', '补遗文件.pdf', 20, '补遗文件', null)]

function setup(props: Partial<DownloadFilesDialogProps> = {}) {
  const handlers = { onDownload: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() }
  const user = userEvent.setup()
  renderUi(
    <DownloadFilesDialog opened title="第1标段 招标文件" status="ready" files={files} downloaded={[]} downloading={null} error={null} {...handlers} {...props} />,
  )
  return { user, ...handlers, dialog: () => screen.getByRole('dialog', { name: '第1标段 招标文件' }) }
}

describe('DownloadFilesDialog (spec 000 §2.3)', () => {
  it('lists each file with its type, name and size, marks the downloaded ones, and downloads the one asked for', async () => {
    const { user, dialog, onDownload } = setup({ downloaded: ['C2'] })
    const rows = within(within(dialog()).getByRole('table', { name: '文件列表' })).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['招标文件', '招标文件.pdf', '200.0 KB'],
      ['补遗文件', '补遗文件.pdf已下载', '—'],
    ])
    await user.click(within(dialog()).getByRole('button', { name: '下载 招标文件.pdf' }))
    expect(onDownload).toHaveBeenCalledWith(files[0])
  })

  it('holds the other buttons while one download is being recorded', () => {
    const { dialog } = setup({ downloading: 'C1' })
    expect(within(dialog()).getByRole('button', { name: '下载 补遗文件.pdf' })).toBeDisabled()
  })

  it('says 暂无文件 when there is nothing', () => {
    const { dialog } = setup({ files: [] })
    expect(within(dialog()).getByText('暂无文件')).toBeInTheDocument()
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows the server’s refusal with a retry', async () => {
    const { user, dialog, onRetry } = setup({ status: 'failed', files: [], error: '请先缴纳标书费，缴费确认后方可查看和下载招标文件' })
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('请先缴纳标书费，缴费确认后方可查看和下载招标文件')
    await user.click(within(dialog()).getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows a failed download above the list it keeps, and closes from its ✕', async () => {
    const { user, dialog, onClose } = setup({ error: '文件不存在' })
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('文件不存在')
    expect(within(dialog()).getByRole('table')).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('loading state', () => {
  it('shows a spinner and no list', () => {
    const { dialog } = setup({ status: 'loading', files: [] })
    expect(within(dialog()).getByLabelText('加载中')).toBeInTheDocument()
    expect(within(dialog()).queryByText('暂无文件')).not.toBeInTheDocument()
  })
})

describe('formatFileSize', () => {
  it('reads sizes as people do', () => {
    expect([formatFileSize(512), formatFileSize(204_800), formatFileSize(9_227_468), formatFileSize(null)]).toEqual(['512 B', '200.0 KB', '8.8 MB', '—'])
  })
})

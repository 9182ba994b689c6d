import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../test-utils'
import { PdfViewer, type PdfViewerProps } from './PdfViewer'
import type { PdfRenderer } from './renderer'

const pdf = new TextEncoder().encode('%PDF-1.7 three pages')
const notPdf = new TextEncoder().encode('<html>not a pdf</html>')

/** jsdom has no canvas: a renderer that reads the header, claims three pages and notes each drawing. */
function fakeRenderer(options: { failPage?: number } = {}) {
  const drawn: Array<{ page: number; scale: number; canvas: HTMLCanvasElement }> = []
  const destroyed = vi.fn()
  const renderer: PdfRenderer = {
    async open(data) {
      if (new TextDecoder().decode(data.slice(0, 5)) !== '%PDF-') throw new Error('Invalid PDF structure')
      return {
        pageCount: 3,
        async renderPage(page, canvas, scale) {
          if (page === options.failPage) throw new Error('bad page')
          drawn.push({ page, scale, canvas })
        },
        destroy: destroyed,
      }
    },
  }
  return { load: () => Promise.resolve(renderer), drawn, destroyed }
}

function show(props: Partial<PdfViewerProps> & { load: () => Promise<PdfRenderer> }) {
  const onReady = vi.fn()
  const onFailed = vi.fn()
  const view = renderUi(
    <PdfViewer label="开标记录" fileName="开标记录.pdf" data={pdf} href="/files/record.pdf" onReady={onReady} onFailed={onFailed} loadRenderer={props.load} {...props} />,
  )
  return { ...view, onReady, onFailed, user: userEvent.setup() }
}

describe('PdfViewer (spec 000 §2.3 PDF signing viewer)', () => {
  it('shows the document page by page, with page x / y and zoom, and says when it is ready', async () => {
    const renderer = fakeRenderer()
    const { user, onReady } = show({ load: renderer.load })
    const region = screen.getByRole('region', { name: '开标记录' })
    expect(region).toHaveTextContent('正在加载PDF文档…')
    expect(await screen.findByText('第 1 / 3 页')).toBeInTheDocument()
    expect(onReady).toHaveBeenCalledWith(3)
    await waitFor(() => expect(renderer.drawn.map(({ page, scale }) => [page, scale])).toEqual([[1, 1]]))
    expect(renderer.drawn[0]!.canvas).toBe(screen.getByRole('img', { name: '第 1 页' }))
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: '下一页' }))
    await user.click(screen.getByRole('button', { name: '下一页' }))
    expect(screen.getByText('第 3 / 3 页')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '放大' }))
    expect(screen.getByText('125%')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '缩小' }))
    await user.click(screen.getByRole('button', { name: '缩小' }))
    await user.click(screen.getByRole('button', { name: '缩小' }))
    expect(screen.getByText('50%')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '缩小' })).toBeDisabled()
    await waitFor(() => expect(renderer.drawn.at(-1)).toMatchObject({ page: 3, scale: 0.5 }))
    expect(renderer.drawn.map((d) => d.page)).toEqual([1, 2, 3, 3, 3, 3, 3])
    expect(screen.getByRole('link', { name: '下载 开标记录.pdf' })).toHaveAttribute('download', '开标记录.pdf')
  })

  it('says clearly that a file which is not a readable PDF cannot be shown, and offers it for download', async () => {
    const { onFailed, onReady } = show({ load: fakeRenderer().load, data: notPdf })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('PDF文档加载失败')
    expect(alert).toHaveTextContent('无法显示该PDF文档，请下载后查看。')
    expect(screen.getByRole('link', { name: '下载 开标记录.pdf' })).toHaveAttribute('href')
    expect(onFailed).toHaveBeenCalledTimes(1)
    expect(onReady).not.toHaveBeenCalled()
  })

  it('shows why the file could not be fetched, with the file’s own address to download it from', async () => {
    show({ load: fakeRenderer().load, data: null, failure: '网络连接失败，请检查网络后重试' })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('网络连接失败，请检查网络后重试')
    expect(screen.getByRole('link', { name: '下载 开标记录.pdf' })).toHaveAttribute('href', '/files/record.pdf')
  })

  it('reports a page that cannot be drawn as a failure, and lets the document go when it closes', async () => {
    const renderer = fakeRenderer({ failPage: 1 })
    const { onFailed, unmount } = show({ load: renderer.load })
    expect(await screen.findByRole('alert')).toHaveTextContent('无法显示该PDF文档，请下载后查看。')
    expect(onFailed).toHaveBeenCalledTimes(1)
    unmount()
    expect(renderer.destroyed).toHaveBeenCalled()
  })

  it('waits while the bytes are on their way', () => {
    show({ load: fakeRenderer().load, data: null, loading: true })
    expect(screen.getByRole('status')).toHaveTextContent('正在加载PDF文档…')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

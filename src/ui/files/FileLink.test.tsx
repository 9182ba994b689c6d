import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { FileLink, type FileLinkProps } from './FileLink'
import { previewKind } from './preview'

const VIEWER = 'https://view.example.com/op/view.aspx?src='

function setup(name: string, props: Partial<FileLinkProps> = {}) {
  const onDownload = vi.fn()
  const user = userEvent.setup()
  const file = { id: '7', name, url: `https://files.example.com/a/${encodeURIComponent(name)}?v=1` }
  renderUi(<FileLink file={file} officeViewerUrl={VIEWER} onDownload={onDownload} {...props} />)
  return { user, file, onDownload }
}

describe('previewKind (spec 000 §5)', () => {
  it.each([
    ['标书.doc', 'office'],
    ['标书.DOCX', 'office'],
    ['a.pdf', 'office'],
    ['a.xls', 'office'],
    ['a.xlsx', 'office'],
    ['a.ppt', 'office'],
    ['a.pptx', 'office'],
    ['a.jpg', 'image'],
    ['a.png', 'image'],
    ['a.bmp', 'image'],
    ['a.JPEG', 'image'],
    ['a.zip', 'none'],
    ['a.txt', 'none'],
    ['无后缀', 'none'],
  ] as const)('%s → %s', (name, kind) => expect(previewKind(name)).toBe(kind))

  it('falls back to the address when the name has no extension', () => {
    expect(previewKind('营业执照', 'https://x/y/licence.png?x=1')).toBe('image')
  })
})

describe('FileLink', () => {
  it('previews office files through the viewer in a new tab', () => {
    const { file } = setup('投标文件.docx')
    const link = screen.getByRole('link', { name: '预览 投标文件.docx' })
    expect(link).toHaveTextContent('投标文件.docx')
    expect(link).toHaveAttribute('href', VIEWER + encodeURIComponent(file.url))
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows images in a dialog', async () => {
    const { user, file } = setup('营业执照.png')
    await user.click(screen.getByRole('button', { name: '预览 营业执照.png' }))
    const dialog = screen.getByRole('dialog', { name: '营业执照.png' })
    expect(screen.getByRole('img', { name: '营业执照.png' })).toHaveAttribute('src', file.url)
    expect(dialog).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says other types cannot be previewed', async () => {
    const { user } = setup('资料.zip')
    await user.click(screen.getByRole('button', { name: '预览 资料.zip' }))
    expect(screen.getByRole('alert')).toHaveTextContent('不支持在线预览，请下载查看')
  })

  it('says so for office files when no viewer is configured', async () => {
    const { user } = setup('a.pdf', { officeViewerUrl: undefined })
    await user.click(screen.getByRole('button', { name: '预览 a.pdf' }))
    expect(screen.getByRole('alert')).toHaveTextContent('不支持在线预览，请下载查看')
  })

  it.each(['投标文件.docx', '营业执照.png'])('previews %s neither in the viewer nor in a tab when its address is refused, and says why (decision 054)', async (name) => {
    const onDownload = vi.fn()
    const user = userEvent.setup()
    renderUi(<FileLink file={{ name, url: 'javascript:alert(1)' }} officeViewerUrl={VIEWER} onDownload={onDownload} />)
    expect(screen.queryByRole('link')).toBeNull()
    await user.click(screen.getByRole('button', { name: `预览 ${name}` }))
    expect(screen.getByRole('alert')).toHaveTextContent('文件地址不安全，无法预览')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('downloads through the callback', async () => {
    const { user, file, onDownload } = setup('资料.zip')
    await user.click(screen.getByRole('button', { name: '下载 资料.zip' }))
    expect(onDownload).toHaveBeenCalledWith(file)
  })

  it('offers 删除 and 制作 only when asked to', () => {
    setup('资料.zip')
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /制作/ })).not.toBeInTheDocument()
  })

  it('deletes only after confirmation', async () => {
    const onDelete = vi.fn()
    const { user, file } = setup('资料.zip', { onDelete })
    await user.click(screen.getByRole('button', { name: '删除 资料.zip' }))
    expect(screen.getByRole('dialog', { name: '提示' })).toHaveTextContent('确定删除文件 资料.zip 吗？')
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onDelete).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '删除 资料.zip' }))
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onDelete).toHaveBeenCalledWith(file)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('makes from a template, or says there is none', async () => {
    const onMake = vi.fn()
    const { user } = setup('报价表.xlsx', { onMake, hasTemplate: false })
    await user.click(screen.getByRole('button', { name: '制作 报价表.xlsx' }))
    expect(onMake).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('没有模板，无法制作')
  })

  it('makes when there is a template', async () => {
    const onMake = vi.fn()
    const { user, file } = setup('报价表.xlsx', { onMake })
    await user.click(screen.getByRole('button', { name: '制作 报价表.xlsx' }))
    expect(onMake).toHaveBeenCalledWith(file)
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { UploadField, type UploadFieldProps, type UploadItem } from './UploadField'

const pdf = (name = '投标文件.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })

/** The file input behind the button (hidden; the button is what users reach). */
const input = (name = '选择文件') => screen.getByLabelText(name, { selector: 'input' })

function setup(props: Partial<UploadFieldProps> = {}) {
  const onSelect = vi.fn()
  // applyAccept: false is a user switching the browser's dialog to "All files".
  const user = userEvent.setup({ applyAccept: false })
  const view = renderUi(<UploadField files={[]} onSelect={onSelect} {...props} />)
  return { user, onSelect, ...view }
}

describe('UploadField', () => {
  it('is a button that opens a file input limited to the spec types', () => {
    setup()
    expect(screen.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(
      '只能上传 doc、docx、xls、xlsx、pdf、txt、zip、rar 文件，最多 10 个',
    )
    expect(input()).toHaveAttribute('accept', '.doc,.docx,.xls,.xlsx,.pdf,.txt,.zip,.rar')
    expect(input()).toHaveAttribute('multiple')
  })

  it('opens the file dialog from the keyboard', async () => {
    const { user } = setup()
    const click = vi.spyOn(input(), 'click')
    await user.tab()
    expect(screen.getByRole('button', { name: '选择文件' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(click).toHaveBeenCalled()
  })

  it('passes a valid choice on', async () => {
    const { user, onSelect } = setup()
    const file = pdf()
    await user.upload(input(), [file])
    expect(onSelect).toHaveBeenCalledWith([file])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a wrong type with the spec message', async () => {
    const { user, onSelect } = setup()
    await user.upload(input(), [new File(['x'], 'setup.exe')])
    expect(onSelect).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('上传文件只能是 doc、docx、xls、xlsx、pdf、txt、zip、rar 格式!')
    // a good choice afterwards clears the message
    await user.upload(input(), [pdf()])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onSelect).toHaveBeenCalledTimes(1)
  })

  it('counts the files it already holds against the limit', async () => {
    const { user, onSelect } = setup({ limit: 3, files: [{ name: 'a.pdf' }, { name: 'b.pdf' }] })
    await user.upload(input(), [pdf('c.pdf'), pdf('d.pdf')])
    expect(onSelect).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('当前限制选择 3 个文件，本次选择了 2 个文件')
  })

  it('checks pictures for type and 2 MB', async () => {
    const { user, onSelect } = setup({ variant: 'picture' })
    const pick = () => input('选择图片')
    expect(pick()).toHaveAttribute('accept', '.png,.jpg,.jpeg')
    expect(pick()).not.toHaveAttribute('multiple')
    await user.upload(pick(), new File(['x'], 'logo.gif'))
    expect(screen.getByRole('alert')).toHaveTextContent('上传文件只能是 png、jpg、jpeg格式!')
    await user.upload(pick(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png'))
    expect(screen.getByRole('alert')).toHaveTextContent('上传头像图片大小不能超过 2MB!')
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('lists its files, each removable', async () => {
    const user = userEvent.setup()
    function Holder() {
      const [files, setFiles] = useState<UploadItem[]>([])
      return (
        <UploadField
          files={files}
          onSelect={(chosen) => setFiles((held) => [...held, ...chosen.map((f) => ({ name: f.name }))])}
          onRemove={(i) => setFiles((held) => held.filter((_, j) => j !== i))}
        />
      )
    }
    renderUi(<Holder />)
    await user.upload(input(), [pdf('一.pdf'), pdf('二.docx')])
    const list = screen.getByRole('list', { name: '已选文件' })
    expect(list).toHaveTextContent('一.pdf')
    expect(list).toHaveTextContent('二.docx')
    await user.click(screen.getByRole('button', { name: '移除 一.pdf' }))
    expect(list).not.toHaveTextContent('一.pdf')
    // the same file can be chosen again after removal
    await user.upload(input(), [pdf('一.pdf')])
    expect(list).toHaveTextContent('一.pdf')
  })

  it('shows progress while uploading, with cancel', async () => {
    const onCancel = vi.fn()
    const { user } = setup({
      uploading: true,
      progress: 42.4,
      onCancel,
      files: [{ name: '标书.pdf' }],
      onRemove: () => {},
    })
    const bar = screen.getByRole('progressbar', { name: '上传进度' })
    expect(bar).toHaveAttribute('aria-valuenow', '42')
    expect(screen.getByRole('button', { name: '选择文件' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: '移除 标书.pdf' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '取消上传' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('shows a failure with 重试', async () => {
    const onRetry = vi.fn()
    const { user } = setup({ error: '网络中断', onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('上传失败')
    expect(screen.getByRole('alert')).toHaveTextContent('网络中断')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('takes another set of checks in place of the spec 000 ones', async () => {
    const validate = vi.fn((chosen: readonly File[]) => (chosen[0]!.name.endsWith('.hctb') ? null : '文件类型有误'))
    const { user, onSelect } = setup({ validate, accept: ['hctb'], limit: 1 })
    await user.upload(input(), [new File(['x'], '投标.doc')])
    expect(screen.getByRole('alert')).toHaveTextContent('文件类型有误')
    const good = new File(['x'], '投标.hctb')
    await user.upload(input(), [good])
    expect(onSelect).toHaveBeenCalledWith([good])
    expect(validate).toHaveBeenLastCalledWith([good], 0)
  })
})

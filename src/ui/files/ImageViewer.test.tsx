import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../test-utils'
import { ImageViewer } from './ImageViewer'

const images = [
  { name: '营业执照.png', url: 'https://files.example.com/licence.png' },
  { name: '资质证书.jpg', url: 'https://files.example.com/cert.jpg' },
  { name: '法人身份证.bmp', url: 'https://files.example.com/id.bmp' },
]

function setup(props: Partial<Parameters<typeof ImageViewer>[0]> = {}) {
  const onClose = vi.fn()
  const user = userEvent.setup()
  renderUi(<ImageViewer opened images={images} onClose={onClose} {...props} />)
  return { user, onClose, shown: () => screen.getByRole('img') }
}

describe('ImageViewer (spec 000 §2.3)', () => {
  it('shows the image it starts at, named, and steps through the others both ways, wrapping', async () => {
    const { user, shown } = setup({ startAt: 1 })
    expect(screen.getByRole('dialog', { name: '资质证书.jpg' })).toBeInTheDocument()
    expect(shown()).toHaveAttribute('src', images[1]!.url)
    expect(screen.getByText('第 2 张，共 3 张')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '下一张' }))
    expect(shown()).toHaveAttribute('alt', '法人身份证.bmp')
    await user.click(screen.getByRole('button', { name: '下一张' }))
    expect(shown()).toHaveAttribute('alt', '营业执照.png')
    await user.click(screen.getByRole('button', { name: '上一张' }))
    expect(shown()).toHaveAttribute('alt', '法人身份证.bmp')
  })

  it('zooms in and out within its limits and rotates both ways; a new image starts afresh', async () => {
    const { user, shown } = setup()
    await user.click(screen.getByRole('button', { name: '放大' }))
    await user.click(screen.getByRole('button', { name: '放大' }))
    expect(shown()).toHaveAttribute('data-zoom', '1.5')
    expect(screen.getByText('150%')).toBeInTheDocument()
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: '缩小' }))
    expect(shown()).toHaveAttribute('data-zoom', '0.25')
    expect(screen.getByRole('button', { name: '缩小' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: '向右旋转' }))
    expect(shown()).toHaveAttribute('data-turns', '1')
    await user.click(screen.getByRole('button', { name: '向左旋转' }))
    await user.click(screen.getByRole('button', { name: '向左旋转' }))
    expect(shown()).toHaveAttribute('data-turns', '3')
    expect(shown().style.transform).toBe('scale(0.25) rotate(270deg)')

    await user.click(screen.getByRole('button', { name: '下一张' }))
    expect(shown()).toHaveAttribute('data-zoom', '1')
    expect(shown()).toHaveAttribute('data-turns', '0')
  })

  it('takes the keyboard: arrows step, + and − zoom, R rotates, Escape closes', async () => {
    const { user, shown, onClose } = setup()
    await user.keyboard('{ArrowRight}')
    expect(shown()).toHaveAttribute('alt', '资质证书.jpg')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(shown()).toHaveAttribute('alt', '法人身份证.bmp')
    await user.keyboard('++-')
    expect(shown()).toHaveAttribute('data-zoom', '1.25')
    await user.keyboard('r')
    expect(shown()).toHaveAttribute('data-turns', '1')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('offers no stepping for a single image, and closes from its ✕', async () => {
    const { user, onClose } = setup({ images: [images[0]!] })
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument()
    expect(screen.queryByText(/共 1 张/)).not.toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('img')).toHaveAttribute('alt', '营业执照.png')
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

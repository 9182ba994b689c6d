import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Box, Group, Image, Modal, Text, Tooltip } from '@mantine/core'
import { useWindowEvent } from '@mantine/hooks'
import { useEffect, useState, type ReactNode } from 'react'
import { safeHref } from '@/validation/safe-url'

export interface ViewedImage {
  name: string
  url: string
}

export interface ImageViewerProps {
  opened: boolean
  images: readonly ViewedImage[]
  /** The image shown first. */
  startAt?: number
  /** The ✕ button, Escape or a click outside. */
  onClose: () => void
}

const ZOOM_STEP = 0.25
const MIN_ZOOM = 0.25
const MAX_ZOOM = 4

type View = { index: number; zoom: number; turns: number }

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    {path}
  </svg>
)

/**
 * Spec 000 §2.3's image viewer: one image at a time in a dialog, with zoom in and out, rotation,
 * and previous/next when there are several. Keyboard: ← →, + −, R to rotate, Escape to close.
 * Each image opens unzoomed and upright.
 */
export function ImageViewer({ opened, images, startAt = 0, onClose }: ImageViewerProps) {
  const { t } = useLingui()
  const [view, setView] = useState<View>({ index: startAt, zoom: 1, turns: 0 })
  useEffect(() => {
    if (opened) setView({ index: startAt, zoom: 1, turns: 0 })
  }, [opened, startAt])

  const count = images.length
  const image = images[Math.min(view.index, count - 1)]
  const go = (step: number) => count > 1 && setView((v) => ({ index: (v.index + step + count) % count, zoom: 1, turns: 0 }))
  const zoomBy = (step: number) => setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.zoom + step)) }))
  const rotate = (quarter: number) => setView((v) => ({ ...v, turns: (v.turns + quarter + 4) % 4 }))

  // Heard on the window while open: focus may rest on the dialog's own close button.
  useWindowEvent('keydown', (event) => {
    if (!opened) return
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(-ZOOM_STEP),
      r: () => rotate(1),
      R: () => rotate(1),
    }
    const action = actions[event.key]
    if (action && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      action()
    }
  })

  const control = (label: string, onClick: () => void, path: ReactNode, disabled = false) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon(path)}
      </ActionIcon>
    </Tooltip>
  )

  return (
    <Modal
      opened={opened && image !== undefined}
      onClose={onClose}
      title={image?.name}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': t`关闭` }}
    >
      {image && (
        <Box>
          <Group justify="center" gap="xs" mb="sm" role="toolbar" aria-label={t`图片操作`}>
            {count > 1 && control(t`上一张`, () => go(-1), <path d="M15 6l-6 6 6 6" />)}
            {control(t`缩小`, () => zoomBy(-ZOOM_STEP), <path d="M5 12h14" />, view.zoom <= MIN_ZOOM)}
            <Text size="sm" w={48} ta="center" aria-live="polite">
              {Math.round(view.zoom * 100)}%
            </Text>
            {control(t`放大`, () => zoomBy(ZOOM_STEP), <path d="M12 5v14M5 12h14" />, view.zoom >= MAX_ZOOM)}
            {control(t`向左旋转`, () => rotate(-1), <path d="M4 4v6h6M5.6 15a8 8 0 1 0 1.9-8.3L4 10" />)}
            {control(t`向右旋转`, () => rotate(1), <path d="M20 4v6h-6M18.4 15a8 8 0 1 1-1.9-8.3L20 10" />)}
            {count > 1 && control(t`下一张`, () => go(1), <path d="M9 6l6 6-6 6" />)}
          </Group>
          <Box style={{ overflow: 'auto', maxHeight: '75vh', maxWidth: '85vw', display: 'grid', placeItems: 'center' }}>
            <Image
              src={safeHref(image.url)}
              alt={image.name}
              mah="70vh"
              fit="contain"
              data-zoom={view.zoom}
              data-turns={view.turns}
              style={{ transform: `scale(${view.zoom}) rotate(${view.turns * 90}deg)`, transition: 'transform 120ms ease' }}
            />
          </Box>
          {count > 1 && (
            <Text size="xs" c="dimmed" ta="center" mt="xs">
              <Trans>
                第 {view.index + 1} 张，共 {count} 张
              </Trans>
            </Text>
          )}
        </Box>
      )}
    </Modal>
  )
}

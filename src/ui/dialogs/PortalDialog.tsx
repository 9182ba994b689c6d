import { Trans } from '@lingui/react/macro'
import { Button, Group, Modal } from '@mantine/core'
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react'

export interface PortalDialogProps {
  opened: boolean
  title: ReactNode
  children: ReactNode
  /** 取消, Escape. */
  onCancel: () => void
  /** 确定; without it only 取消 is offered. */
  onConfirm?: () => void
  confirmLoading?: boolean
  /** Buttons of the dialog's own, in place of 取消 and 确定. */
  footer?: ReactNode
  /** Over the whole window (a long table on a phone). */
  fullScreen?: boolean
  /** Centred vertically instead of 4vh from the top. */
  centered?: boolean
}

type Offset = { x: number; y: number }

/** How much of the title bar must stay in the window, so a dragged dialog can always be taken back. */
const KEEP_VISIBLE = 48

/**
 * The portal's dialog (spec 000 §2.3): 60 % of the window wide (all of a phone's), 4vh from the
 * top, no close button and no closing on a click outside, the page behind it locked, optionally
 * full screen or centred, 取消 and 确定 by default. Its title bar drags it; it cannot be dragged
 * out of reach, and Escape, Tab and the buttons work wherever it is.
 */
export function PortalDialog({ opened, title, children, onCancel, onConfirm, confirmLoading, footer, fullScreen = false, centered = false }: PortalDialogProps) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 })
  const drag = useRef<{ pointer: number; start: Offset; from: Offset; box: DOMRect } | null>(null)

  // Each opening starts where the spec places it.
  useEffect(() => {
    if (opened) setOffset({ x: 0, y: 0 })
  }, [opened])

  const draggable = !fullScreen
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!draggable || event.button !== 0) return
    const content = event.currentTarget.closest('.mantine-Modal-content')
    if (!content) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drag.current = { pointer: event.pointerId, start: { x: event.clientX, y: event.clientY }, from: offset, box: content.getBoundingClientRect() }
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current
    if (!current || current.pointer !== event.pointerId) return
    const dx = event.clientX - current.start.x
    const dy = event.clientY - current.start.y
    const { box } = current
    // Where the box would go, held so its title bar stays inside the window.
    const left = Math.min(Math.max(box.left + dx, KEEP_VISIBLE - box.width), window.innerWidth - KEEP_VISIBLE)
    const top = Math.min(Math.max(box.top + dy, 0), window.innerHeight - KEEP_VISIBLE)
    setOffset({ x: current.from.x + (left - box.left), y: current.from.y + (top - box.top) })
  }
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null
  }

  return (
    <Modal.Root
      opened={opened}
      onClose={onCancel}
      size="max(60%, min(32rem, 100%))"
      yOffset="4vh"
      closeOnClickOutside={false}
      lockScroll
      fullScreen={fullScreen}
      centered={centered}
    >
      <Modal.Overlay />
      <Modal.Content style={offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}>
        <Modal.Header
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-drag-handle={draggable || undefined}
          style={draggable ? { cursor: 'move', touchAction: 'none', userSelect: 'none' } : undefined}
        >
          <Modal.Title fw={600}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          <Group justify="flex-end" mt="lg">
            {footer ?? (
              <>
                <Button variant="default" onClick={onCancel}>
                  <Trans>取消</Trans>
                </Button>
                {onConfirm ? (
                  <Button onClick={onConfirm} loading={confirmLoading}>
                    <Trans>确定</Trans>
                  </Button>
                ) : null}
              </>
            )}
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}

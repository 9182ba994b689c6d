import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { loadPdfjsRenderer, type PdfDocumentHandle, type PdfRenderer } from './renderer'
import { safeHref } from '@/validation/safe-url'

/** Zoom steps, as scales of the PDF's own size. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const
const DEFAULT_ZOOM = 2

export interface PdfViewerProps {
  /** The viewer's accessible name (the document it shows). */
  label: string
  fileName: string
  /** The PDF's bytes; null while they are fetched or when they could not be. */
  data: Uint8Array | null
  /** The bytes are on their way. */
  loading?: boolean
  /** Why the bytes could not be fetched, already translated. */
  failure?: ReactNode
  /** The file's own address: the download offered when there are no bytes to hand over. */
  href?: string | null
  /** The document opened and can be shown (with its page count); the signing screen needs to know. */
  onReady?: (pageCount: number) => void
  /** The document could not be opened or drawn. */
  onFailed?: () => void
  /** Where the renderer comes from: pdf.js in its own chunk unless a test gives another. */
  loadRenderer?: () => Promise<PdfRenderer>
}

type Opened = { status: 'opening' } | { status: 'ready'; document: PdfDocumentHandle } | { status: 'failed' }

/**
 * Spec 000 §2.3 / 001 §2's PDF signing viewer, its viewing half: one page at a time on a canvas,
 * page x / y and zoom, a download link, and a clear message with the download when the PDF cannot
 * be fetched or read. Obtaining the signature is the screen's (it needs the certificate helper).
 */
export function PdfViewer({ label, fileName, data, loading = false, failure, href, onReady, onFailed, loadRenderer = loadPdfjsRenderer }: PdfViewerProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState<Opened>({ status: 'opening' })
  const [page, setPage] = useState(1)
  const [zoom, setZoom] = useState(DEFAULT_ZOOM)
  const canvas = useRef<HTMLCanvasElement>(null)
  // Callbacks may change every render; opening the document must not start again because of that.
  const reported = useRef({ onReady, onFailed })
  useEffect(() => {
    reported.current = { onReady, onFailed }
  })
  // The bytes the portal holds, as an object URL it made; else the server's address, under the safe-URL rule.
  const download = useObjectUrl(data) ?? safeHref(href) ?? null

  useEffect(() => {
    if (!data) return
    let current = true
    let document: PdfDocumentHandle | null = null
    setOpened({ status: 'opening' })
    setPage(1)
    loadRenderer()
      .then((renderer) => renderer.open(data))
      .then(
        (handle) => {
          document = handle
          if (!current) return handle.destroy()
          setOpened({ status: 'ready', document: handle })
          reported.current.onReady?.(handle.pageCount)
        },
        () => {
          if (!current) return
          setOpened({ status: 'failed' })
          reported.current.onFailed?.()
        },
      )
    return () => {
      current = false
      document?.destroy()
    }
  }, [data, loadRenderer])

  // One drawing at a time on the canvas: a later page or zoom waits for the drawing under way.
  const drawing = useRef<Promise<unknown>>(Promise.resolve())
  useEffect(() => {
    if (opened.status !== 'ready' || !canvas.current) return
    const target = canvas.current
    let current = true
    drawing.current = drawing.current
      .catch(() => undefined)
      .then(() => (current ? opened.document.renderPage(page, target, ZOOMS[zoom]!) : undefined))
      .catch(() => {
        if (!current) return
        setOpened({ status: 'failed' })
        reported.current.onFailed?.()
      })
    return () => {
      current = false
    }
  }, [opened, page, zoom])

  const downloadLink = download ? (
    <Anchor
      // eslint-disable-next-line no-restricted-syntax -- the object URL of the bytes shown, else safeHref above
      href={download} download={fileName} target="_blank" rel="noopener noreferrer" size="sm">
      <Trans>下载 {fileName}</Trans>
    </Anchor>
  ) : null

  let body: ReactNode
  if (!data && !loading && failure !== undefined) body = <Failed message={failure} download={downloadLink} />
  else if (opened.status === 'failed') body = <Failed message={<Trans>无法显示该PDF文档，请下载后查看。</Trans>} download={downloadLink} />
  else if (!data || opened.status === 'opening') {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">
          <Trans>正在加载PDF文档…</Trans>
        </Text>
      </Group>
    )
  } else {
    body = (
      <Pages
        pageCount={opened.document.pageCount}
        page={page}
        zoom={zoom}
        onPage={setPage}
        onZoom={setZoom}
        canvas={<canvas ref={canvas} role="img" aria-label={t`第 ${page} 页`} style={{ display: 'block', maxWidth: 'none' }} />}
        download={downloadLink}
      />
    )
  }
  return (
    <Box component="section" aria-label={label}>
      {body}
    </Box>
  )
}

function Failed({ message, download }: { message: ReactNode; download: ReactNode }) {
  return (
    <Alert color="red" role="alert" title={<Trans>PDF文档加载失败</Trans>}>
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        {download}
      </Stack>
    </Alert>
  )
}

function Pages(props: {
  pageCount: number
  page: number
  zoom: number
  onPage: (page: number) => void
  onZoom: (zoom: number) => void
  canvas: ReactNode
  download: ReactNode
}) {
  const { page, pageCount, zoom } = props
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
            <Trans>上一页</Trans>
          </Button>
          <Text size="sm" aria-live="polite">
            <Trans>
              第 {page} / {pageCount} 页
            </Trans>
          </Text>
          <Button size="xs" variant="default" disabled={page >= pageCount} onClick={() => props.onPage(page + 1)}>
            <Trans>下一页</Trans>
          </Button>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={zoom <= 0} onClick={() => props.onZoom(zoom - 1)}>
            <Trans>缩小</Trans>
          </Button>
          <Text size="sm">{Math.round(ZOOMS[zoom]! * 100)}%</Text>
          <Button size="xs" variant="default" disabled={zoom >= ZOOMS.length - 1} onClick={() => props.onZoom(zoom + 1)}>
            <Trans>放大</Trans>
          </Button>
          {props.download}
        </Group>
      </Group>
      <Box style={{ overflow: 'auto', maxHeight: 720, border: '1px solid var(--mantine-color-gray-3)' }}>{props.canvas}</Box>
    </Stack>
  )
}

/** A download address for bytes in memory, released when they change or the viewer goes. */
function useObjectUrl(data: Uint8Array | null): string | null {
  // jsdom and some embedded browsers have no object URLs: the file's own address is offered then.
  const url = useMemo(
    () => (data && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(new Blob([data as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })) : null),
    [data],
  )
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

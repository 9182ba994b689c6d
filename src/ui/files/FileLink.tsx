import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'

import { useConfirmation } from '../dialogs/use-confirmation'
import { ImageViewer } from './ImageViewer'
import { officePreviewUrl, previewKind } from './preview'
import { checkUrl } from '@/validation/safe-url'

/** Spec 000 §3's uploaded file, as a link needs it. */
export interface LinkedFile {
  id?: string
  name: string
  /** fileUrl or filePath. */
  url: string
}

export interface FileLinkProps {
  file: LinkedFile
  /**
   * Prefix of the office viewer: doc, docx, pdf, xls, xlsx, ppt and pptx preview at this address
   * followed by the encoded file address (e.g. `https://view.officeapps.live.com/op/view.aspx?src=`).
   * Without it, office files cannot be previewed.
   */
  officeViewerUrl?: string
  onDownload: (file: LinkedFile) => void
  /** Offers 删除 (after a confirmation) when given. */
  onDelete?: (file: LinkedFile) => void
  /** Offers 制作 when given. */
  onMake?: (file: LinkedFile) => void
  /** With `onMake`: false means there is no template, and 制作 says so instead. Default true. */
  hasTemplate?: boolean
}

type Notice = 'noPreview' | 'noTemplate' | 'unsafe' | null

/**
 * A file's name, which previews it (office types through the office viewer in a new tab, images
 * in the image viewer, anything else says 不支持在线预览，请下载查看), with 下载 and optionally 删除 and
 * 制作 (spec 000 §2.3, §5). All actions go out as callbacks.
 */
export function FileLink({ file, officeViewerUrl, onDownload, onDelete, onMake, hasTemplate = true }: FileLinkProps) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<Notice>(null)
  const [imageOpen, setImageOpen] = useState(false)
  const kind = previewKind(file.name, file.url)
  const name = file.name
  const deletion = useConfirmation(() => onDelete?.(file), <Trans>确定删除文件 {name} 吗？</Trans>, { danger: true })

  // An address the safe-URL rule refuses is previewed neither in the viewer nor in a tab: the name says why (decision 054).
  const refused = !checkUrl(file.url).ok
  const preview =
    kind === 'office' && officeViewerUrl && !refused ? (
      <Anchor
        href={officePreviewUrl(officeViewerUrl, file.url)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={t`预览 ${name}`}
        onClick={() => setNotice(null)}
      >
        {name}
      </Anchor>
    ) : (
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-label={t`预览 ${name}`}
        onClick={() => {
          if (refused) setNotice('unsafe')
          else if (kind === 'image') {
            setNotice(null)
            setImageOpen(true)
          } else setNotice('noPreview')
        }}
      >
        {name}
      </Anchor>
    )

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        {preview}
        <Button size="compact-xs" variant="subtle" aria-label={t`下载 ${name}`} onClick={() => onDownload(file)}>
          <Trans>下载</Trans>
        </Button>
        {onMake && (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t`制作 ${name}`}
            onClick={() => {
              if (hasTemplate) {
                setNotice(null)
                onMake(file)
              } else setNotice('noTemplate')
            }}
          >
            <Trans>制作</Trans>
          </Button>
        )}
        {onDelete && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={t`删除 ${name}`}
            onClick={deletion.ask}
          >
            <Trans>删除</Trans>
          </Button>
        )}
      </Group>
      {notice && (
        <Text size="xs" c="orange.8" role="alert">
          {notice === 'noPreview' ? <Trans>不支持在线预览，请下载查看</Trans> : notice === 'unsafe' ? <Trans>文件地址不安全，无法预览</Trans> : <Trans>没有模板，无法制作</Trans>}
        </Text>
      )}

      <ImageViewer opened={imageOpen} images={[{ name, url: file.url }]} onClose={() => setImageOpen(false)} />

      {deletion.dialog}
    </>
  )
}

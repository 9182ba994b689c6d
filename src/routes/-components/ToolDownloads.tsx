import { msg } from '@lingui/core/macro'
import { useSelector } from '@xstate/react'
import { articleListLogic } from '@/app/actors/public/public-site'
import { notify } from '@/app/notify'
import { usePortalFlow } from '@/app/use-flow'
import type { Catalog } from '@/services/schemas/bid-dms'
import type { Article } from '@/services/schemas/blade-desk'
import { DownloadFilesDialog } from '@/ui/files/DownloadFilesDialog'
import { downloadCategoryLabels } from '@/ui/format/site-labels'
import { saveServerFile } from '@/app/save-file'

const downloads = articleListLogic('download')
/** Every download the site offers fits one dialog; the help centre pages through them too. */
const ALL = { query: { curr: 1, size: 50 } }
const title = msg`下载工具`

/** Types without a dictionary key go last. */
const UNKEYED = Number.MAX_SAFE_INTEGER

/**
 * A download article's files as the download-files dialog lists them: type from news_down, name,
 * size; in the dictionary's order, which puts the tools first (投标工具, CA证书驱动), newest first
 * within a type.
 */
export function toolFiles(articles: readonly Article[]): Catalog[] {
  const files = articles.flatMap((article) =>
    article.attachments.map((file, index) => ({
      id: `${article.id}-${index}`,
      serviceId: article.id,
      packageId: null,
      fileType: Number(article.category) || 0,
      fileTypeName: article.categoryName ?? '',
      fileName: file.fileName,
      fileSize: file.fileSize,
      fileUrl: file.fileUrl,
      uploadTime: article.releaseTime,
    })),
  )
  return files.sort((a, b) => (a.fileType || UNKEYED) - (b.fileType || UNKEYED))
}

/**
 * The header's 下载工具 (spec 000 §2.3): the bid-making tool, the CA certificate driver and the other
 * files of the site's downloads (dictionary news_down), each with 下载. Public files, so a download
 * is the browser's own; nothing is recorded. A tool runs to tens of megabytes and the browser may
 * show its progress out of sight, so a toast says it has begun. The list loads when the dialog opens.
 */
export function ToolDownloads({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return opened ? <OpenToolDownloads onClose={onClose} /> : null
}

function OpenToolDownloads({ onClose }: { onClose: () => void }) {
  const flow = usePortalFlow(downloads, { input: ALL })
  const failed = useSelector(flow, (s) => s.hasTag('failed'))
  const page = useSelector(flow, (s) => s.context.page)
  const error = useSelector(flow, (s) => s.context.error)
  const status = failed ? 'failed' : page ? 'ready' : 'loading'
  return (
    <DownloadFilesDialog
      opened
      title={title}
      status={status}
      files={toolFiles(page?.records ?? [])}
      typeLabels={downloadCategoryLabels}
      typesTenantNamed
      downloaded={[]}
      downloading={null}
      error={failed ? error : null}
      onDownload={({ fileUrl, fileName }) =>
        void saveServerFile(fileUrl, fileName).then((outcome) => {
          if (outcome === 'saved') notify(msg`已开始下载：${fileName}`)
        })
      }
      onRetry={() => flow.send({ type: 'list.refresh' })}
      onClose={onClose}
    />
  )
}

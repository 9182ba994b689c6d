import { useLingui } from '@lingui/react'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { errorLogUploadLogic } from '@/app/actors/shell/error-log'
import type { ErrorLog, ErrorLogEntry } from '@/app/error-log'
import { useShellFlow } from '@/app/use-flow'
import { ErrorLogDialog } from '@/ui/shell/ErrorLogDialog'
import { useNarrowScreen } from '@/ui/shell/ScreenSize'

/** The local error log and its entries as last read (the frame follows the store). */
export type ErrorLogView = { store: ErrorLog; entries: readonly ErrorLogEntry[] }

/** 错误日志: the log's dialog, with 上传日志 bound to its flow and 清空日志 to the store. */
export function ErrorLogPanel({ log, opened, onClose }: { log: ErrorLogView; opened: boolean; onClose: () => void }) {
  const { i18n } = useLingui()
  const narrow = useNarrowScreen()
  const upload = useShellFlow(errorLogUploadLogic)
  const uploading = useSelector(upload, (s) => s.hasTag('busy'))
  const uploaded = useSelector(upload, (s) => (s.hasTag('sent') ? s.context.sent : null))
  const error = useSelector(upload, (s) => (s.hasTag('failed') ? s.context.error : null))

  // A dialog opened again starts without the last upload's outcome.
  useEffect(() => {
    if (opened) upload.send({ type: 'log.reset' })
  }, [opened, upload])

  return (
    <ErrorLogDialog
      opened={opened}
      entries={log.entries}
      uploading={uploading}
      uploaded={uploaded}
      uploadError={error ? i18n._(error) : null}
      onUpload={() => upload.send({ type: 'log.upload', entries: log.entries })}
      onClear={() => log.store.clear()}
      onClose={onClose}
      fullScreen={narrow}
    />
  )
}

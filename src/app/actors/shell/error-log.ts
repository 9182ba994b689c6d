import { fromPromise } from 'xstate'
import { errorLogUploadMachine, type LogEntryRef } from '@/machines/shell/errorLogUpload.machine'
import { uploadErrorLogs } from '@/services/blade-log'
import type { UploadedError } from '@/services/schemas/blade-log'
import { formatDateTime } from '@/ui/format/date'
import { sanitize, type ErrorLogEntry } from '@/app/error-log'
import type { ShellDeps } from '@/app/use-flow'

/**
 * An entry as the log service takes it, its time on the server's wall clock like every time the
 * portal sends (2025-06-02 09:00:00); passed through the redaction policy once more on its way out.
 */
export const uploadedForm = (entry: ErrorLogEntry): UploadedError => ({ ...sanitize(entry), time: formatDateTime(entry.time) })

/**
 * 上传日志: the chosen entries of the frame's local log go to the log service; once it has them they
 * leave the local log (entries recorded meanwhile stay). A failure leaves the log as it was.
 */
export function errorLogUploadLogic({ http, errorLog }: Pick<ShellDeps, 'http' | 'errorLog'>) {
  return errorLogUploadMachine.provide({
    actors: {
      uploadLogs: fromPromise(async ({ input, signal }: { input: readonly LogEntryRef[]; signal: AbortSignal }) => {
        const ids = new Set(input.map((entry) => entry.id))
        const chosen = errorLog.entries().filter((entry) => ids.has(entry.id))
        if (chosen.length) await uploadErrorLogs(http, chosen.map(uploadedForm), signal)
        errorLog.remove(chosen.map((entry) => entry.id))
        return chosen.length
      }),
    },
  })
}

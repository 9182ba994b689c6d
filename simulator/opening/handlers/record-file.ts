import { HttpResponse } from 'msw'
import type { ProjectRecord } from '../../../fixtures/tender-types'
import type { RehearsalRecord } from '../rehearsal-record'

/*
 * How the hall hands out its opening record (decision 027): like a BladeX attachment, an id, a
 * name and a link the portal reads the bytes from (here a path on the API, answered by the hall's
 * own handlers, behind the same sign-in as the hall).
 */

export interface RecordFile {
  fileId: string
  fileName: string
  link: string
}

const BASE = '/api/bid-project'

export function hallRecordFile(project: ProjectRecord): RecordFile {
  const fileId = `record-${project.id}`
  return { fileId, fileName: `开标记录-${project.projectCode}.pdf`, link: `${BASE}/elebid/conf/recordFile?fileId=${fileId}` }
}

/** A practice hall's record: a new id for each practice, so a signature from an earlier one names nothing. */
export function rehearsalRecordFile(project: ProjectRecord, rehearsal: RehearsalRecord): RecordFile {
  const fileId = `rehearsal-record-${rehearsal.id}`
  return { fileId, fileName: `模拟开标记录-${project.projectCode}.pdf`, link: `${BASE}/entry/rehearsal/recordFile?fileId=${fileId}` }
}

/** The PDF itself, shown in the browser rather than saved, under its Chinese name (RFC 6266). */
export function pdfFile(bytes: Uint8Array, fileName: string): Response {
  return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  })
}

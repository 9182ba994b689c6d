import type { Http } from './http'
import { bladeFileSchema } from './schemas/blade-resource'

const P = '/api/blade-resource'

/**
 * One file to BladeX's attachment store (decision 037), multipart over the upload transport
 * (decision 015): the licence picture of a registration, sent before its account exists, so without
 * a user token. Answers the attachment's id, link and name.
 */
export const uploadAttachment = (
  http: Http,
  input: { tenantId: string; file: File; onProgress?: (loaded: number, total: number) => void },
  signal?: AbortSignal,
) =>
  http.upload(`${P}/oss/endpoint/put-file-attach`, bladeFileSchema, {
    fields: { tenantId: input.tenantId },
    file: { name: 'file', blob: input.file, filename: input.file.name },
    onProgress: input.onProgress,
    signal,
    authenticated: false,
  })

export type { UploadedFile } from './schemas/blade-resource'

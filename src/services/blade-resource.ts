import type { Http } from './http'
import { bladeFileSchema } from './schemas/blade-resource'

const P = '/api/blade-resource'

/**
 * One file to BladeX's attachment store (decision 037), multipart over the upload transport
 * (decision 015). `signedIn`: a supplier's own upload (certification, a survey answer) carries the
 * user token, as BladeX's secured endpoint expects; a registration's licence picture is sent before
 * its account exists, so without one. Answers the attachment's id, link and name.
 */
export const uploadAttachment = (
  http: Http,
  input: { tenantId: string; file: File; signedIn?: boolean; onProgress?: (loaded: number, total: number) => void },
  signal?: AbortSignal,
) =>
  http.upload(`${P}/oss/endpoint/put-file-attach`, bladeFileSchema, {
    fields: { tenantId: input.tenantId },
    file: { name: 'file', blob: input.file, filename: input.file.name },
    onProgress: input.onProgress,
    signal,
    authenticated: input.signedIn === true,
  })

export type { UploadedFile } from './schemas/blade-resource'

import * as v from 'valibot'
import { idText } from './scalars'

/**
 * BladeX's `BladeFile`, the answer of `oss/endpoint/put-file-attach` (decision 037): `link` is
 * where the file is read from, `attachId` the attachment record (absent from `put-file`, which
 * keeps none). The portal keeps the id, the link and the name the supplier chose.
 */
export const bladeFileSchema = v.pipe(
  v.object({
    link: v.pipe(v.string(), v.minLength(1)),
    domain: v.optional(v.nullable(v.string())),
    name: v.optional(v.nullable(v.string())),
    originalName: v.optional(v.nullable(v.string())),
    attachId: v.optional(v.nullable(idText)),
  }),
  v.transform((file) => ({ attachId: file.attachId ?? null, link: file.link, name: file.originalName || file.name || file.link })),
)
export type UploadedFile = v.InferOutput<typeof bladeFileSchema>

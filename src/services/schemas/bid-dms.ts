import * as v from 'valibot'
import { finiteNumber } from './primitives'

/** Download file types (spec 001 §9): 10 tender documents, 20 supplements. */
export const DOWNLOAD_FILE_TYPES = [10, 20] as const

export const catalogSchema = v.object({
  id: v.string(),
  serviceId: v.string(),
  packageId: v.optional(v.nullable(v.string())),
  fileType: finiteNumber(),
  fileName: v.string(),
  fileSize: finiteNumber(),
  link: v.string(),
  uploadTime: v.string(),
})
export type Catalog = v.InferOutput<typeof catalogSchema>
export const catalogListSchema = v.array(catalogSchema)

export const downRecordSchema = v.object({
  id: v.string(),
  catalogId: v.string(),
  serviceId: v.string(),
  supplierId: v.string(),
  fileName: v.string(),
  downTime: v.string(),
})
export type DownRecord = v.InferOutput<typeof downRecordSchema>
export const downRecordListSchema = v.array(downRecordSchema)

import * as v from 'valibot'
import { finiteNumber } from './primitives'
import { displayText, idOrNull, long, longOr } from './values'
import { rowsListOf } from './envelope'

/** Download file types (spec 001 §9): 10 tender documents, 20 supplements. */
export const DOWNLOAD_FILE_TYPES = [10, 20] as const

/** What a file type is called where the back end sends no `fileTypeName`. */
export const FILE_TYPE_NAMES: Readonly<Record<number, string>> = { 10: '招标文件', 20: '补遗文件' }

/** An id as BladeX sends a Long: a string, or a bare number where a back end left the serializer out. */
const id = v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.safeInteger(), v.transform(String))])
const optionalText = () => v.optional(v.nullable(v.string()))
/** A size or count sent as a number or a string of digits. */
const optionalNumber = () =>
  v.pipe(
    v.optional(v.nullable(v.union([finiteNumber(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))]))),
    v.transform((value) => value ?? null),
  )

/**
 * A downloadable document (spec 000 §3: fileTypeName, fileName, fileType, fileUrl). Its address
 * arrives as `fileUrl` (the spec's name) or `link`; either is accepted, and the portal reads
 * `fileUrl`. A catalog with neither cannot be downloaded, so it fails here rather than on a click.
 */
export const catalogSchema = v.pipe(
  v.object({
    id,
    serviceId: id,
    packageId: idOrNull(),
    fileType: long(),
    fileTypeName: optionalText(),
    fileName: displayText(),
    fileSize: optionalNumber(),
    fileUrl: optionalText(),
    link: optionalText(),
    uploadTime: optionalText(),
  }),
  v.check((catalog) => Boolean(catalog.fileUrl || catalog.link), 'Invalid catalog: expected fileUrl or link'),
  v.transform(({ link, ...catalog }) => ({
    ...catalog,
    packageId: catalog.packageId ?? null,
    fileTypeName: catalog.fileTypeName || FILE_TYPE_NAMES[catalog.fileType] || '',
    fileUrl: catalog.fileUrl || link || '',
    uploadTime: catalog.uploadTime ?? null,
  })),
)
export type Catalog = v.InferOutput<typeof catalogSchema>
export const catalogListSchema = rowsListOf(catalogSchema)

/**
 * A saved download (spec 000 §3's payload, as stored): which document (`catalogId` where the back
 * end keeps it, else its `fileUrl`), for which service, by whom and when.
 */
export const downRecordSchema = v.pipe(
  v.object({
    id,
    catalogId: idOrNull(),
    serviceId: id,
    supplierId: idOrNull(),
    fileName: optionalText(),
    fileType: longOr(null),
    fileUrl: optionalText(),
    downUserId: idOrNull(),
    downUserName: optionalText(),
    downIp: optionalText(),
    downTime: optionalText(),
  }),
  v.check((record) => Boolean(record.catalogId || record.fileUrl), 'Invalid download record: expected catalogId or fileUrl'),
  v.transform((record) => ({
    ...record,
    catalogId: record.catalogId ?? null,
    fileUrl: record.fileUrl ?? null,
    fileName: record.fileName ?? '',
    downTime: record.downTime ?? null,
  })),
)
export type DownRecord = v.InferOutput<typeof downRecordSchema>
export const downRecordListSchema = rowsListOf(downRecordSchema)

/** Whether a document is among the downloads: by catalog id where both have one, else by address. */
export const isDownloaded = (catalog: Pick<Catalog, 'id' | 'fileUrl'>, records: readonly Pick<DownRecord, 'catalogId' | 'fileUrl'>[]) =>
  records.some((record) => (record.catalogId ? record.catalogId === catalog.id : record.fileUrl === catalog.fileUrl))

/**
 * `saveDocumentCatalog` (decision 021): a document the supplier made for its bid on a package,
 * kept in its own catalogue (fileType 30), answered as a catalog.
 */
export const SUPPLIER_DOCUMENT_TYPE = 30

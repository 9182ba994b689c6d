import * as v from 'valibot'
import { pageOf } from './envelope'
import { finiteNumber } from './primitives'
import { idText, textOrNull } from './scalars'

/*
 * Contracts of /api/blade-desk: the public site's articles (decision 038). BladeX's own notice is
 * the model; files may arrive as BladeX attachments (`name`/`originalName`, `link`/`url`,
 * `attachSize`) or as our `fileName`/`fileUrl`/`fileSize`: either way one shape comes out.
 */

const FILE_NAMES = ['fileName', 'originalName', 'name'] as const
const FILE_URLS = ['fileUrl', 'link', 'url', 'filePath'] as const
const FILE_SIZES = ['fileSize', 'attachSize'] as const

const firstText = (file: Record<string, unknown>, keys: readonly string[]) => {
  for (const key of keys) if (typeof file[key] === 'string' && file[key]) return file[key]
  return null
}

/** A downloadable file of an article: name, address and (when known) size in bytes. */
export const articleFileSchema = v.pipe(
  v.object({
    fileName: v.optional(v.nullable(v.string())),
    originalName: v.optional(v.nullable(v.string())),
    name: v.optional(v.nullable(v.string())),
    fileUrl: v.optional(v.nullable(v.string())),
    link: v.optional(v.nullable(v.string())),
    url: v.optional(v.nullable(v.string())),
    filePath: v.optional(v.nullable(v.string())),
    fileSize: v.optional(v.nullable(finiteNumber())),
    attachSize: v.optional(v.nullable(finiteNumber())),
  }),
  v.check((file) => firstText(file, FILE_NAMES) !== null && firstText(file, FILE_URLS) !== null, 'A file needs a name and an address'),
  v.transform((file) => ({
    fileName: firstText(file, FILE_NAMES)!,
    fileUrl: firstText(file, FILE_URLS)!,
    fileSize: FILE_SIZES.map((key) => file[key]).find((size): size is number => typeof size === 'number') ?? null,
  })),
)
export type ArticleFile = v.InferOutput<typeof articleFileSchema>

/** A file list the back end may leave out or send as null: an empty list out. */
const files = v.pipe(
  v.optional(v.nullable(v.array(articleFileSchema)), null),
  v.transform((list) => list ?? []),
)

/** A list row: the article without its body (a download carries its files here). */
export const articleSchema = v.object({
  id: idText,
  title: v.string(),
  category: v.optional(v.nullable(idText), null),
  categoryName: textOrNull(),
  source: textOrNull(),
  releaseTime: v.string(),
  attachments: files,
})
export type Article = v.InferOutput<typeof articleSchema>
export const articlePageSchema = pageOf(articleSchema)

/** One article with its HTML body and files. */
export const articleDetailSchema = v.object({ ...articleSchema.entries, content: v.string() })
export type ArticleDetail = v.InferOutput<typeof articleDetailSchema>

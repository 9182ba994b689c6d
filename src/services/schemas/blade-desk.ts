import * as v from 'valibot'
import { pageOf } from './envelope'
import { idText, textOrNull } from './scalars'
import { display, displayText, longOr } from './values'

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
    fileName: display(null),
    originalName: display(null),
    name: display(null),
    fileUrl: display(null),
    link: display(null),
    url: display(null),
    filePath: display(null),
    fileSize: longOr(null),
    attachSize: longOr(null),
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
  title: displayText(),
  category: v.optional(v.nullable(idText), null),
  categoryName: textOrNull(),
  source: textOrNull(),
  releaseTime: displayText(),
  attachments: files,
})
export type Article = v.InferOutput<typeof articleSchema>
export const articlePageSchema = pageOf(articleSchema)

/** One article with its HTML body and files. */
export const articleDetailSchema = v.object({ ...articleSchema.entries, content: displayText() })
export type ArticleDetail = v.InferOutput<typeof articleDetailSchema>

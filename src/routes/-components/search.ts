import { stripSearchParams } from '@tanstack/react-router'
import { PAGE_SIZES } from '@/ui/table/page-sizes'

/** A list's paging as the URL holds it (spec 000 §2.3): page from 1, a size the table offers, 10 by default. */
export type PageSearch = { curr: number; size: number }

const DEFAULT_SIZE = 10

export function pageSearch(s: Record<string, unknown>): PageSearch {
  const curr = Number(s.curr)
  const size = Number(s.size)
  return {
    curr: Number.isInteger(curr) && curr > 0 ? curr : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
  }
}

/** A list route's `search` option: the first page at the default size is the plain address, as the menu links it. */
export function firstPagePlain<S extends PageSearch>() {
  return { middlewares: [stripSearchParams<S>({ curr: 1, size: DEFAULT_SIZE } as Partial<S>)] }
}

/** An id as the URL holds it: the back end's ids may arrive as numbers; anything else is no id (''). */
export function idText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** A detail screen's record id (`?id=`). */
export function idSearch(s: Record<string, unknown>): { id: string } {
  return { id: idText(s.id) }
}

/** A screen about one project (`?projectId=`). */
export function projectSearch(s: Record<string, unknown>): { projectId: string } {
  return { projectId: idText(s.projectId) }
}

/** A list's text search as the URL holds it: trimmed, and blank is no search at all. */
export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** A list searched by project name: its paging and `?projectName=`. */
export type NameSearch = PageSearch & { projectName?: string | undefined }

export function nameSearch(s: Record<string, unknown>): NameSearch {
  const projectName = searchText(s.projectName)
  return { ...pageSearch(s), ...(projectName ? { projectName } : {}) }
}

/** `remountDeps` of a detail route: another id is another record, so the screen and its flow start afresh. */
export const remountById = ({ search }: { search: { id?: string | undefined } }) => search.id

/**
 * A public list's query as the URL holds it (decision 038): paging, the text searched for and a
 * category key, kept as a number (a dictionary's keys are digits) so the router does not quote it.
 */
export type TitleSearch = PageSearch & { title?: string | undefined; category?: number | undefined }

/** A category or kind key from the URL: a whole number (a comma list of them is a list's own business, never the URL's). */
const keyNumber = (value: unknown) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 && number < 10_000 ? number : undefined
}

export function titleSearch(s: Record<string, unknown>): TitleSearch {
  const title = searchText(s.title)
  const category = keyNumber(s.category)
  return { ...pageSearch(s), ...(title ? { title } : {}), ...(category ? { category } : {}) }
}

/** A public announcement list's query: a project kind (`projectType`) beside the title and category. */
export type BulletinSearch = TitleSearch & { projectType?: number | undefined }

export function bulletinSearch(s: Record<string, unknown>): BulletinSearch {
  const projectType = keyNumber(s.projectType)
  return { ...titleSearch(s), ...(projectType ? { projectType } : {}) }
}

import { nameSearch, type NameSearch } from '@/routes/-components/search'

/** A credit list's query as the URL holds it: paging, the project searched for, and a status the list knows. */
export type StatusSearch = NameSearch & { status?: number | undefined }

export function statusSearch(known: Readonly<Record<number, unknown>>) {
  return (s: Record<string, unknown>): StatusSearch => {
    const status = Number(s.status)
    return { ...nameSearch(s), ...(s.status !== undefined && s.status !== '' && Object.hasOwn(known, status) ? { status } : {}) }
  }
}

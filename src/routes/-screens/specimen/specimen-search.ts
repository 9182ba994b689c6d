import type { SpecimenQuery } from '@/app/actors/specimen/specimen'
import { nameSearch } from '@/routes/-components/search'

/** A specimen or guarantee list's URL: page, size, the project searched for and one of `statuses`. */
export function specimenSearch(statuses: readonly number[]) {
  return (s: Record<string, unknown>): SpecimenQuery => {
    const status = s.status === undefined || s.status === '' ? Number.NaN : Number(s.status)
    return { ...nameSearch(s), ...(statuses.includes(status) ? { status } : {}) }
  }
}

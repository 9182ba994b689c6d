import type { PortalStorage } from './storage'

/** How many documents one dialog's marks keep at most (a package has a handful; this bounds a damaged entry). */
const MAX_MARKS = 200

/**
 * The documents a supplier downloaded from one project's or package's dialog, kept in local
 * storage (the storage rule's prefix) for back ends that keep no download records of their own
 * (`downrecord/queryRecord` answering 404): per supplier and service, so another supplier signed
 * in on the same PC sees none of them, and a sign-out leaves them.
 */
export function downloadMarks(storage: Pick<PortalStorage, 'get' | 'set'>) {
  const name = (supplierId: string, serviceId: string) => `downloadMarks-${supplierId}-${serviceId}`
  const read = (supplierId: string, serviceId: string): string[] => {
    const kept = storage.get<unknown>(name(supplierId, serviceId))
    return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : []
  }
  return {
    /** The catalog ids marked for this supplier and service. */
    read,
    /** Marks one catalog as downloaded. */
    add(supplierId: string, serviceId: string, catalogId: string) {
      const marks = read(supplierId, serviceId)
      if (marks.includes(catalogId)) return
      storage.set(name(supplierId, serviceId), [...marks, catalogId].slice(-MAX_MARKS))
    },
  }
}

import { contactPage, supplierDetail } from '@/services/bid-crm'
import type { Http } from '@/services/http'
import type { SupplierDetail } from '@/services/schemas/bid-crm'

/** A supplier keeps a handful of contacts: one page finds the one who manages the account. */
const CONTACTS_READ = 100

/** Who speaks for the company in a form it fills in: name, mobile and e-mail ('' where unknown). */
export type CompanyContact = { name: string; mobile: string; email: string }

/**
 * Forms start from what the company already told the platform; what cannot be read leaves the
 * form empty rather than keeping it from opening.
 */
const orNull = <T>(asked: Promise<T>): Promise<T | null> => asked.catch(() => null)

/** The managing contact (decision 040), else the contact the supplier registered with; null when neither can be read. */
function contactOf(manager: CompanyContact | null, supplier: SupplierDetail | null): CompanyContact | null {
  if (manager) return manager
  if (supplier && (supplier.contactName || supplier.contactPhone)) return { name: supplier.contactName, mobile: supplier.contactPhone, email: supplier.email }
  return null
}

async function managerOf(http: Http, supplierId: string, signal: AbortSignal): Promise<CompanyContact | null> {
  const contacts = await orNull(contactPage(http, { supplierId, curr: 1, size: CONTACTS_READ }, signal))
  const manager = contacts?.records.find((contact) => contact.isManage)
  return manager ? { name: manager.name, mobile: manager.mobile, email: manager.email } : null
}

/** The company's contact for a form: its managing contact, else the supplier record's. */
export async function companyContact(http: Http, supplierId: string, signal: AbortSignal): Promise<CompanyContact | null> {
  const manager = await managerOf(http, supplierId, signal)
  return manager ?? contactOf(null, await orNull(supplierDetail(http, supplierId, signal)))
}

/** The company's name and unified social credit code, with its contact, for a form such as an invoice's. */
export async function companyFacts(http: Http, supplierId: string, signal: AbortSignal): Promise<{ name: string; creditCode: string; contact: CompanyContact | null }> {
  const [manager, supplier] = await Promise.all([managerOf(http, supplierId, signal), orNull(supplierDetail(http, supplierId, signal))])
  return { name: supplier?.name ?? '', creditCode: supplier?.creditCode ?? '', contact: contactOf(manager, supplier) }
}

import { http } from 'msw'
import type { MessageRecord, SupplierRecord } from '../../../fixtures/types'
import type { Supplier } from '@/services/schemas/bid-crm'
import { ApiError, done, missingParameter, ok, page, paging, readParams, userEndpoint, type UserContext } from '../../http'
import type { Simulator } from '../../state'
import { bindTime, verifyProof } from '../../ca'
import { assertInvoiceContact } from '../../money'
import { formatDateTime } from '../../../fixtures/random'
import { catalogLink } from '../../../fixtures/tender-text'
import type { InvoiceInfoRecord } from '../../../fixtures/money-types'

const toInvoiceInfo = ({ supplierId, invoiceType, title, taxNo, bankName, bankAccount, address, phone, email, mobile, updateTime }: InvoiceInfoRecord) => ({
  supplierId, invoiceType, title, taxNo, bankName, bankAccount, address, phone, email, mobile, updateTime,
})

const toSupplier = (supplier: SupplierRecord): Supplier & Omit<SupplierRecord, keyof Supplier> => ({ ...supplier })
/** A message's files as BladeX attachments (`blade_attach`: name, originalName, link, extension, attachSize; decision 042). */
const attachListOf = ({ id, fileNames, fileSizes, fileUrls = [] }: MessageRecord) =>
  fileNames.map((name, index) => ({
    id: `${id}${index + 1}`,
    name,
    originalName: name,
    link: fileUrls[index] || catalogLink(name),
    extension: name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '',
    attachSize: fileSizes[index] ?? 0,
  }))
const toMessage = (record: MessageRecord) => {
  const { fileNames: _names, fileSizes: _sizes, fileUrls: _urls, ...message } = record
  return { ...message, attachList: attachListOf(record) }
}

/** Newest first; ties (same second) by id, newest id first, as snowflake ids grow with time. */
const newestFirst = (a: MessageRecord, b: MessageRecord) =>
  b.createTime.localeCompare(a.createTime) || (b.id.length - a.id.length || b.id.localeCompare(a.id))

const FORBIDDEN_SUPPLIER = '无权访问该供应商'

export function bidCrmHandlers(sim: Simulator) {
  /** The supplierId parameter must be given and be the caller's own supplier. */
  const ownSupplierId = ({ user }: UserContext, supplierId: string | null | undefined): string => {
    if (!supplierId) throw missingParameter('supplierId')
    if (supplierId !== user.supplierId) throw new ApiError(400, FORBIDDEN_SUPPLIER)
    return supplierId
  }

  return [
    /**
     * The caller's own supplier by id: another supplier's record (contacts, licences, bank) is
     * refused whatever its tenant, as the back end's data scope does (decision 063).
     */
    http.get(
      '*/api/bid-crm/supplier/queryById',
      userEndpoint(sim, (context) => {
        const asked = context.url.searchParams.get('id')
        if (!asked) throw missingParameter('id')
        const id = ownSupplierId(context, asked)
        const supplier = sim.db.supplier.findFirst({ where: { id: { equals: id } } })
        if (supplier && supplier.tenantId !== context.session.tenantId) throw new ApiError(400, FORBIDDEN_SUPPLIER)
        return ok(supplier ? toSupplier(supplier) : null)
      }),
    ),

    /** The caller's messages, newest first, paged by curr/size, optionally by readStatus and by type (the type code, decision 042). */
    http.post(
      '*/api/bid-crm/sup/msg/queryList',
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplierId(context, params.supplierId)
        const { current, size } = paging(params)
        const readStatus = params.readStatus === undefined || params.readStatus === '' ? null : Number(params.readStatus)
        const type = params.type === undefined || params.type === '' ? null : String(params.type)
        const messages = sim.db.message
          .findMany({ where: { supplierId: { equals: supplierId } } })
          .filter((message) => (readStatus === null || message.readStatus === readStatus) && (type === null || message.type === type))
          .sort(newestFirst)
          .map(toMessage)
        return ok(page(messages, current, size))
      }),
    ),

    /** One message of the caller's supplier; reading it marks it read. */
    http.get(
      '*/api/bid-crm/sup/msg/queryById',
      userEndpoint(sim, (context) => {
        const id = context.url.searchParams.get('id')
        if (!id) throw missingParameter('id')
        const supplierId = ownSupplierId(context, context.url.searchParams.get('supplierId'))
        const message = sim.db.message.findFirst({ where: { id: { equals: id }, supplierId: { equals: supplierId } } })
        if (!message) return ok(null)
        if (message.readStatus === 1) return ok(toMessage(message))
        const read = sim.db.message.update({ where: { id: { equals: id } }, data: { readStatus: 1 } })
        sim.persist()
        return ok(read ? toMessage(read) : null)
      }),
    ),

    /**
     * Marks the caller's messages read: those of `type` (a message type code, as text), or every
     * message when `type` is empty or absent, as queryList reads it (decision 042).
     */
    http.get(
      '*/api/bid-crm/sup/msg/checkAllMsg',
      userEndpoint(sim, (context) => {
        const supplierId = ownSupplierId(context, context.url.searchParams.get('supplierId'))
        const type = context.url.searchParams.get('type') || null
        const changed = sim.db.message.updateMany({
          where: { supplierId: { equals: supplierId }, readStatus: { equals: 0 }, ...(type === null ? {} : { type: { equals: type } }) },
          data: { readStatus: 1 },
        })
        if (changed && changed.length > 0) sim.persist()
        return done()
      }),
    ),

    /** The certificates bound to the caller's supplier, newest binding first (decision 024). */
    http.get(
      '*/api/bid-crm/sup/ca/queryCaInfo',
      userEndpoint(sim, (context) => {
        const supplierId = ownSupplierId(context, context.url.searchParams.get('supplierId'))
        return ok(sim.db.caBinding.findMany({ where: { supplierId: { equals: supplierId } } }).reverse())
      }),
    ),

    /** Binds a certificate after the same verification as checkCa; one binding per certificate. */
    http.post(
      '*/api/bid-crm/sup/ca/bindCa',
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplierId(context, params.supplierId)
        const { check } = verifyProof(sim, context.user, params)
        if (sim.db.caBinding.findFirst({ where: { serial: { equals: check.serial } } })) throw new ApiError(400, '该证书已绑定')
        const { remainingDays: _, ...certificate } = check
        const binding = sim.db.caBinding.create({ id: String(sim.db.caBinding.count() + 1), supplierId, ...certificate, bindTime: bindTime(sim) })
        sim.persist()
        return ok(binding)
      }),
    ),

    /** The supplier's saved invoice details (decision 031); null before any are saved. */
    http.get(
      '*/api/bid-crm/supplier/supInvoiceInfo',
      userEndpoint(sim, (context) => {
        const supplierId = ownSupplierId(context, context.url.searchParams.get('supplierId'))
        const info = sim.db.invoiceInfo.findFirst({ where: { id: { equals: supplierId } } })
        return ok(info ? toInvoiceInfo(info) : null)
      }),
    ),
    /** Saves the invoice details, checked as spec 000 §5 checks e-mail and mobile, and the tax number's form. */
    http.post(
      '*/api/bid-crm/supplier/saveInvoiceInfo',
      userEndpoint(sim, async (context) => {
        const params = await readParams(context.request, { json: true })
        const supplierId = ownSupplierId(context, params.supplierId)
        const text = (name: string) => (params[name] ?? '').trim()
        const invoiceType = Number(params.invoiceType ?? 1)
        if (invoiceType !== 1 && invoiceType !== 2) throw new ApiError(400, `发票类型有误：${params.invoiceType}`)
        assertInvoiceContact({ title: text('title'), taxNo: text('taxNo'), email: text('email'), mobile: text('mobile') })
        // A special VAT invoice needs the bank and registered address on it.
        if (invoiceType === 2 && (!text('bankName') || !text('bankAccount') || !text('address') || !text('phone'))) throw new ApiError(400, '增值税专用发票须填写开户银行、银行账号、注册地址和注册电话')
        const record: InvoiceInfoRecord = {
          id: supplierId, supplierId, invoiceType, title: text('title'), taxNo: text('taxNo'), bankName: text('bankName'), bankAccount: text('bankAccount'),
          address: text('address'), phone: text('phone'), email: text('email'), mobile: text('mobile'), updateTime: formatDateTime(sim.clock.now()),
        }
        sim.db.invoiceInfo.deleteMany({ where: { id: { equals: supplierId } } })
        const saved = sim.db.invoiceInfo.create(record)
        sim.persist()
        return ok(toInvoiceInfo(saved))
      }),
    ),
  ]
}

import { http } from 'msw'
import { formatDateTime, snowflakeId } from '../../../fixtures/random'
import { FEE_TYPE, FEE_TYPE_NAMES, type FeeType } from '@/services/schemas/bid-order'
import { INVOICE_STATUS, INVOICE_STATUS_NAMES, INVOICE_TYPE_NAMES, type InvoiceStatus } from '@/services/schemas/bid-project'
import { decimalToFen, fenToDecimal } from '@/services/schemas/money'
import { ApiError, ok, page, paging, type UserContext } from '../../http'
import { assertInvoiceContact, invoiceMoneyOf, isLive, moneyEndpoint, toInvoice } from '../money'
import type { Simulator } from '../../state'
import { callerSupplier, projectIndex, readTenderParams, required } from '../../tender'

const P = '*/api/bid-project'

const money = (fen: { paid: number; invoiced: number; invoiceable: number }) => ({
  paid: fenToDecimal(fen.paid),
  invoiced: fenToDecimal(fen.invoiced),
  invoiceable: fenToDecimal(fen.invoiceable),
})

/** Invoices against paid fees (decision 031): invoiceable = paid − invoiced, per order. */
export function bidProjectInvoiceHandlers(sim: Simulator) {
  const invoicing = (resolve: (context: UserContext) => Response | Promise<Response>) => moneyEndpoint(sim, resolve)

  const ownOrder = (context: UserContext, orderId: string) => {
    const order = sim.db.feeOrder.findFirst({ where: { id: { equals: orderId } } })
    if (!order || order.supplierId !== context.user.supplierId) throw new ApiError(400, '订单不存在')
    return order
  }

  return [
    /** The caller's paid, invoiced and invoiceable totals (of one project with `projectId`). */
    http.get(
      `${P}/cost/in/queryInvoiceMoney`,
      invoicing((context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const total = sim.db.feeOrder
          .findMany({ where: { supplierId: { equals: supplier.id }, tenantId: { equals: context.session.tenantId } } })
          .filter((order) => isLive(order) && (!params.projectId || order.projectId === params.projectId))
          .map((order) => invoiceMoneyOf(sim, order))
          .reduce((sum, one) => ({ paid: sum.paid + one.paid, invoiced: sum.invoiced + one.invoiced, invoiceable: sum.invoiceable + one.invoiceable }), { paid: 0, invoiced: 0, invoiceable: 0 })
        return ok(money(total))
      }),
    ),
    /** What one order may still be invoiced for. */
    http.get(
      `${P}/invoice/queryApplyInvoiceMoney`,
      invoicing((context) => {
        const order = ownOrder(context, required(Object.fromEntries(context.url.searchParams), 'orderId'))
        const project = projectIndex(sim).byId.get(order.projectId)
        return ok({ orderId: order.id, orderNo: order.orderNo, feeType: order.feeType, feeTypeName: FEE_TYPE_NAMES[order.feeType as FeeType] ?? '', projectName: project?.projectName ?? '', ...money(invoiceMoneyOf(sim, order)) })
      }),
    ),
    /** One application's status. */
    http.get(
      `${P}/invoice/queryTicketStatus`,
      invoicing((context) => {
        const invoice = sim.db.invoice.findFirst({ where: { id: { equals: required(Object.fromEntries(context.url.searchParams), 'id') } } })
        if (!invoice || invoice.supplierId !== context.user.supplierId) throw new ApiError(400, '发票申请不存在')
        const { id, status, statusName, invoiceNo, fileUrl, rejectReason } = toInvoice(sim, invoice)
        return ok({ id, status, statusName, invoiceNo, fileUrl, rejectReason })
      }),
    ),
    /** My applications, newest first; `status` filters. */
    http.post(
      `${P}/invoice/invoicePage`,
      invoicing(async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const status = params.status !== undefined && params.status !== '' ? Number(params.status) : undefined
        const rows = sim.db.invoice
          .findMany({ where: { supplierId: { equals: supplier.id }, tenantId: { equals: context.session.tenantId } } })
          .filter((invoice) => status === undefined || invoice.status === status)
          .sort((a, b) => b.applyTime.localeCompare(a.applyTime) || b.id.localeCompare(a.id))
        const { current, size } = paging(params)
        const shown = page(rows, current, size)
        return ok({ ...shown, records: shown.records.map((invoice) => toInvoice(sim, invoice)) })
      }),
    ),
    /**
     * Applies for an invoice against one paid order (or, with `id`, resubmits a rejected or pending
     * application): never more than the order's invoiceable amount, contact details checked.
     */
    http.post(
      `${P}/invoice/saveOrUpdate`,
      invoicing(async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const order = ownOrder(context, required(params, 'orderId'))
        if (order.feeType === FEE_TYPE.deposit) throw new ApiError(400, '投标保证金不能开具发票')
        const existing = params.id ? sim.db.invoice.findFirst({ where: { id: { equals: params.id } } }) : null
        if (params.id && (!existing || existing.supplierId !== supplier.id || existing.orderId !== order.id)) throw new ApiError(400, '发票申请不存在')
        if (existing?.status === INVOICE_STATUS.issued) throw new ApiError(400, '发票已开具，不能修改')
        const amountFen = decimalToFen(required(params, 'amount'))
        if (!Number.isSafeInteger(amountFen) || amountFen <= 0) throw new ApiError(400, '开票金额必须大于0，且最多两位小数')
        const { invoiceable } = invoiceMoneyOf(sim, order, existing?.id)
        if (invoiceable <= 0) throw new ApiError(400, '该订单没有可开票金额')
        if (amountFen > invoiceable) throw new ApiError(400, `开票金额不能超过可开票金额${fenToDecimal(invoiceable)}元`)
        const invoiceType = Number(params.invoiceType ?? 1)
        if (!Object.hasOwn(INVOICE_TYPE_NAMES, invoiceType)) throw new ApiError(400, `发票类型有误：${params.invoiceType}`)
        const fields = { title: params.title ?? '', taxNo: (params.taxNo ?? '').trim(), email: (params.email ?? '').trim(), mobile: (params.mobile ?? '').trim() }
        assertInvoiceContact(fields)
        const now = formatDateTime(sim.clock.now())
        const data = { amountFen, invoiceType, ...fields, title: fields.title.trim(), status: INVOICE_STATUS.applied as InvoiceStatus, applyTime: now, rejectReason: '' }
        const saved = existing
          ? sim.db.invoice.update({ where: { id: { equals: existing.id } }, data })!
          : sim.db.invoice.create({ id: snowflakeId(sim.clock.now()), tenantId: context.session.tenantId, supplierId: supplier.id, orderId: order.id, issueTime: '', invoiceNo: '', fileUrl: '', ...data })
        sim.persist()
        return ok(toInvoice(sim, saved), existing ? '发票申请已重新提交' : `发票申请已提交（${INVOICE_STATUS_NAMES[INVOICE_STATUS.applied]}）`)
      }),
    ),
  ]
}

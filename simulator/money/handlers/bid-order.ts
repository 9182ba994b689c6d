import { http } from 'msw'
import type { FeeOrderRecord } from '../../../fixtures/money-types'
import { catalogLink } from '../../../fixtures/tender-text'
import { DEPOSIT_STATUS, FEE_TYPE, FEE_TYPE_NAMES, ORDER_ACTION, ORDER_STATUS, ORDER_STATUS_NAMES, PAY_MODE, type FeeType, type OrderStatus } from '@/services/schemas/bid-order'
import { decimalToFen, fenToDecimal } from '@/services/schemas/money'
import { ApiError, done, ok, page, paging, readMultipart, type UserContext } from '../../http'
import {
  cancelOrder, feeOf, isLive, moneyEndpoint, orderFor, payingPayment, paymentsOf, startPayment, submitVoucher, toMovement, toOrder, toPayment,
} from '../money'
import type { Simulator } from '../../state'
import { callerSupplier, isSettled, packagesOf, projectIndex, readTenderParams, required, requireProject } from '../../tender'

const P = '*/api/bid-order'

/** Newest order first: created, then id. */
const newest = (a: FeeOrderRecord, b: FeeOrderRecord) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id)

/** Voucher files a bank transfer is proven with. */
const VOUCHER_TYPES = ['jpg', 'jpeg', 'png', 'pdf']
const VOUCHER_MAX_MB = 10

/** The fee kinds the fee centre lists (deposits have their own list). */
const FEE_CENTRE_TYPES: readonly number[] = [FEE_TYPE.docFee, FEE_TYPE.serviceFee]

export function bidOrderHandlers(sim: Simulator) {
  const money = (resolve: (context: UserContext) => Response | Promise<Response>) => moneyEndpoint(sim, resolve)

  /** The caller's order by id; another supplier's is refused, an unknown one is null. */
  const findOrder = (context: UserContext, orderId: string): FeeOrderRecord | null => {
    const order = sim.db.feeOrder.findFirst({ where: { id: { equals: orderId } } })
    if (!order) return null
    if (order.supplierId !== context.user.supplierId || order.tenantId !== context.session.tenantId) throw new ApiError(400, '无权访问该订单')
    return order
  }
  const requireOrder = (context: UserContext, orderId: string) => {
    const order = findOrder(context, orderId)
    if (!order) throw new ApiError(400, '订单不存在')
    return order
  }

  /** A paged list of the caller's orders of the kinds given, with the list filters (projectName, feeType, status). */
  const orderPage = (kinds: readonly number[]) =>
    money(async (context) => {
      const params = await readTenderParams(context.request)
      const supplier = callerSupplier(sim, context, params.supplierId)
      const feeType = params.feeType ? Number(params.feeType) : undefined
      const status = params.status !== undefined && params.status !== '' ? Number(params.status) : undefined
      const name = params.projectName?.trim()
      const projects = projectIndex(sim).byId
      const rows = sim.db.feeOrder
        .findMany({ where: { supplierId: { equals: supplier.id }, tenantId: { equals: context.session.tenantId } } })
        .filter((order) => kinds.includes(order.feeType) && (feeType === undefined || order.feeType === feeType) && (status === undefined || order.status === status))
        .filter((order) => {
          const project = projects.get(order.projectId)
          return !name || Boolean(project && (project.projectName.includes(name) || project.projectCode.includes(name)))
        })
        .sort(newest)
      const { current, size } = paging(params)
      const shown = page(rows, current, size)
      return ok({ ...shown, records: shown.records.map((order) => toOrder(sim, order)) })
    })

  return [
    /** The fund account: its movements newest first, and the balances now. */
    http.post(
      `${P}/center/queryPage`,
      money(async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const movements = sim.db.fundMovement
          .findMany({ where: { supplierId: { equals: supplier.id } } })
          .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id))
        const type = Number(params.type)
        const projectName = String(params.projectName ?? '').trim()
        const listed = movements.filter(
          (movement) => (!params.type || movement.type === type) && (!projectName || movement.projectName.includes(projectName)),
        )
        const held = sim.db.feeOrder
          .findMany({ where: { supplierId: { equals: supplier.id }, feeType: { equals: FEE_TYPE.deposit }, depositStatus: { equals: DEPOSIT_STATUS.held } } })
          .filter((order) => order.payMode !== PAY_MODE.guarantee)
          .reduce((sum, order) => sum + order.amountFen, 0)
        const balanceFen = movements[0]?.balanceFen ?? 0
        const { current, size } = paging(params)
        const shown = page(listed, current, size)
        return ok({
          ...shown,
          records: shown.records.map(toMovement),
          account: { accountNo: `ZJ${supplier.id.slice(-12)}`, balance: Number(fenToDecimal(balanceFen)), frozen: Number(fenToDecimal(held)) },
        })
      }),
    ),
    /** My orders, every fee kind. */
    http.post(`${P}/order/querySupplierOrderPage`, orderPage([FEE_TYPE.docFee, FEE_TYPE.serviceFee, FEE_TYPE.deposit])),
    /** The fee centre: 标书费 and 平台服务费 orders. */
    http.post(`${P}/serviceFee/queryOrderPage`, orderPage(FEE_CENTRE_TYPES)),

    /** The order of one sign-up's fee (entryId, feeType): the live one, or a new one for the package's amount. A client amount must be that amount. */
    http.post(
      `${P}/saveOrder`,
      money(async (context) => {
        const params = await readTenderParams(context.request)
        const supplier = callerSupplier(sim, context, params.supplierId)
        const entry = sim.db.entry.findFirst({ where: { id: { equals: required(params, 'entryId') } } })
        if (!entry || entry.supplierId !== supplier.id) throw new ApiError(400, '报名记录不存在')
        if (entry.status !== 1) throw new ApiError(400, '报名已撤销，不能缴费')
        const feeType = Number(params.feeType ?? FEE_TYPE.docFee)
        if (!Object.hasOwn(FEE_TYPE_NAMES, feeType)) throw new ApiError(400, `费用类型有误：${params.feeType}`)
        const project = requireProject(sim, context, entry.projectId)
        const pkg = packagesOf(sim, project.id).find((candidate) => candidate.id === entry.packageId)
        if (!pkg) throw new ApiError(400, '标段不存在')
        if (feeType === FEE_TYPE.serviceFee && project.winnerSupplierId !== supplier.id) throw new ApiError(400, '中标后方可缴纳平台服务费')
        if (params.amount !== undefined && decimalToFen(params.amount) !== feeOf(pkg, feeType as FeeType)) throw new ApiError(400, '订单金额不能修改')
        const order = orderFor(sim, entry, pkg, feeType as FeeType)
        sim.persist()
        return ok(toOrder(sim, order))
      }),
    ),
    /** One order (orderId); unknown → null. */
    http.get(
      `${P}/queryById`,
      money((context) => {
        const order = findOrder(context, required(Object.fromEntries(context.url.searchParams), 'orderId'))
        return ok(order ? toOrder(sim, order) : null)
      }),
    ),
    /** One order with its payments (id); unknown → null. */
    http.get(
      `${P}/selectById`,
      money((context) => {
        const order = findOrder(context, required(Object.fromEntries(context.url.searchParams), 'id'))
        return ok(order ? { ...toOrder(sim, order), payments: paymentsOf(sim, order.id).map(toPayment) } : null)
      }),
    ),
    /** flag 1 cancels an order nothing is paid or on its way for; flag 2 deletes a cancelled one. */
    http.get(
      `${P}/deleteOrCancel`,
      money((context) => {
        const params = Object.fromEntries(context.url.searchParams)
        const order = requireOrder(context, required(params, 'orderId'))
        const flag = Number(required(params, 'flag'))
        if (flag === ORDER_ACTION.cancel) {
          cancelOrder(sim, order)
          sim.persist()
          return done('订单已取消')
        }
        if (flag === ORDER_ACTION.delete) {
          if (order.status !== ORDER_STATUS.cancelled) throw new ApiError(400, '只能删除已取消的订单')
          sim.db.feeOrder.delete({ where: { id: { equals: order.id } } })
          sim.persist()
          return done('订单已删除')
        }
        throw new ApiError(400, `操作类型有误：${params.flag}`)
      }),
    ),
    /** The order's status and its latest payment's (polled after the gateway). */
    http.get(
      `${P}/queryOrderStatus`,
      money((context) => {
        const order = requireOrder(context, required(Object.fromEntries(context.url.searchParams), 'orderId'))
        const latest = paymentsOf(sim, order.id)[0]
        return ok({
          orderId: order.id, status: order.status, statusName: ORDER_STATUS_NAMES[order.status as OrderStatus] ?? '', payNo: latest?.id ?? null,
          paymentStatus: latest?.status ?? null, failReason: latest?.failReason || null,
        })
      }),
    ),
    /** The order's one payment (orderId): created once, the same answer for every later or concurrent call while it is on its way. */
    http.post(
      `${P}/payMoneyc/payServiceFee`,
      money(async (context) => {
        const params = await readTenderParams(context.request)
        // From here to the write nothing awaits: concurrent calls for one order see one payment.
        const order = requireOrder(context, required(params, 'orderId'))
        if (params.amount !== undefined && decimalToFen(params.amount) !== order.amountFen) throw new ApiError(400, '订单金额不能修改')
        const known = payingPayment(sim, order.id)
        const payment = known ?? startPayment(sim, order, params.returnUrl ?? '')
        if (!known) sim.persist()
        return ok(toPayment(payment))
      }),
    ),
    /** A bank transfer's voucher (multipart orderId, file): the order waits for the agency's confirmation. */
    http.post(
      `${P}/payMoneyc/uploadVoucher`,
      money(async (context) => {
        const { field, singleFile } = await readMultipart(context.request)
        const order = requireOrder(context, required({ orderId: field('orderId') }, 'orderId'))
        const file = singleFile()
        const extension = (/\.([^.]+)$/.exec(file.name)?.[1] ?? '').toLowerCase()
        if (!VOUCHER_TYPES.includes(extension)) throw new ApiError(400, `文件类型有误，请上传${VOUCHER_TYPES.join(',')}文件类型`)
        if (file.size <= 0) throw new ApiError(400, '上传的文件为空')
        if (file.size > VOUCHER_MAX_MB * 1024 * 1024) throw new ApiError(400, `文件不能大于${VOUCHER_MAX_MB}M`)
        const updated = submitVoucher(sim, order, file.name, catalogLink(file.name))
        sim.persist()
        return ok(toOrder(sim, updated), '上传成功')
      }),
    ),

    /** A project's 平台服务费 orders for the caller. */
    http.get(
      `${P}/serviceFee/queryServiceFee`,
      money((context) => {
        const project = requireProject(sim, context, required(Object.fromEntries(context.url.searchParams), 'projectId'))
        const orders = sim.db.feeOrder
          .findMany({ where: { projectId: { equals: project.id }, supplierId: { equals: context.user.supplierId }, feeType: { equals: FEE_TYPE.serviceFee } } })
          .sort(newest)
        return ok(orders.map((order) => toOrder(sim, order)))
      }),
    ),
    /** Whether every live fee order of the caller's sign-ups in a project has arrived (deposits and all). */
    http.get(
      `${P}/serviceFee/queryServiceFeeFinish`,
      money((context) => {
        const project = requireProject(sim, context, required(Object.fromEntries(context.url.searchParams), 'projectId'))
        const rows = entryMoney(context, project.id)
        const unsettled = rows.filter((row) => row.status === null || !isSettled(row.status)).length
        return ok({ projectId: project.id, finish: unsettled === 0, unsettled })
      }),
    ),
    /** What each of the caller's sign-ups in a project owes (标书费, 投标保证金; 平台服务费 where one was raised). */
    http.get(
      `${P}/order/queryProjectEntryMoney`,
      money((context) => {
        const project = requireProject(sim, context, required(Object.fromEntries(context.url.searchParams), 'projectId'))
        return ok(entryMoney(context, project.id))
      }),
    ),
  ]

  function entryMoney(context: UserContext, projectId: string) {
    const packages = packagesOf(sim, projectId)
    const entries = sim.db.entry.findMany({ where: { projectId: { equals: projectId }, supplierId: { equals: context.user.supplierId }, status: { equals: 1 } } })
    const orders = sim.db.feeOrder.findMany({ where: { projectId: { equals: projectId }, supplierId: { equals: context.user.supplierId } } }).filter(isLive)
    return entries.flatMap((entry) => {
      const pkg = packages.find((candidate) => candidate.id === entry.packageId)
      if (!pkg) return []
      return ([FEE_TYPE.docFee, FEE_TYPE.serviceFee, FEE_TYPE.deposit] as FeeType[]).flatMap((feeType) => {
        const order = orders.find((candidate) => candidate.entryId === entry.id && candidate.feeType === feeType)
        // A service fee is owed only once raised (on award); the others whenever the package charges them.
        if (feeType === FEE_TYPE.serviceFee && !order) return []
        const amountFen = order?.amountFen ?? feeOf(pkg, feeType)
        if (amountFen <= 0) return []
        return [{
          entryId: entry.id, packageId: pkg.id, packageName: pkg.packageName, feeType, feeTypeName: FEE_TYPE_NAMES[feeType], amount: Number(fenToDecimal(amountFen)),
          orderId: order?.id ?? null, status: order?.status ?? null,
        }]
      })
    })
  }
}

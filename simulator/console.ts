import { CLOCK_RATES } from './clock'
import { stageCollusion } from './tender/collusion'
import { checkedPattern, checkedTimes, toConsoleEntry, toFault } from './console-faults'
import { consoleTargets } from './console-targets'
import { ConsoleError, type ConsoleApi, type RequestLogEntry } from './console-types'
import { ApiError } from './errors'
import { advanceHall, publishChangeNotice, publishProject, pushMessage, raiseClarification, reviewSupplier } from './other-side'
import { loadScenario, scenarioList } from './scenarios'
import { isSerialisation, SERIALISATIONS } from './serialisation'
import { sentSms } from './sms'
import { exportState, importState } from './state-file'
import type { Simulator } from './types'

/** The console in the page: ConsoleApi plus a live feed of the request log (not offered over HTTP). */
export interface LocalConsole extends ConsoleApi {
  onRequest(listener: (entry: RequestLogEntry) => void): () => void
  /** The same as onRequest. */
  subscribe(listener: (entry: RequestLogEntry) => void): () => void
}

/** What the payments control's refusals mean to the person at the console. */
function paymentRefusal(error: unknown): ConsoleError {
  if (error instanceof ConsoleError) return error
  if (error instanceof ApiError) return new ConsoleError(error.msg)
  const text = error instanceof Error ? error.message : String(error)
  if (/^no order/.test(text)) return new ConsoleError('订单不存在')
  if (/no payment on its way/.test(text)) return new ConsoleError('该订单没有进行中的支付（供应商尚未发起在线支付）')
  if (/no applied invoice/.test(text)) return new ConsoleError('发票不存在或不在申请中')
  if (/reason/.test(text)) return new ConsoleError('请填写驳回原因')
  return new ConsoleError(`操作失败：${text}`)
}

/**
 * Every console operation on one simulator (decision 034). Each answers a promise so the same
 * interface can be served over HTTP; a refusal rejects with a ConsoleError and changes nothing.
 */
export function createConsole(sim: Simulator): LocalConsole {
  // Synchronous work, answered as a promise; anything thrown becomes a rejection.
  const run = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work())
    } catch (error) {
      return Promise.reject(error instanceof ConsoleError ? error : error instanceof ApiError ? new ConsoleError(error.msg) : error)
    }
  }
  const pay = (work: () => void): Promise<void> =>
    run(() => {
      try {
        work()
      } catch (error) {
        throw paymentRefusal(error)
      }
    })
  const finiteTime = (value: number, what: string) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new ConsoleError(`${what}须为有效的毫秒数，收到 ${String(value)}`)
    return value
  }
  const subscribe = (listener: (entry: RequestLogEntry) => void) => sim.requests.subscribe(listener)

  return {
    scenarios: () => run(() => scenarioList(sim)),
    loadScenario: (name) => run(() => keepingCaptchas(sim, () => loadScenario(sim, name))),
    exportState: () => run(() => exportState(sim)),
    importState: (text) =>
      run(() => {
        if (typeof text !== 'string') throw new ConsoleError('文件不是有效的模拟器状态文件（无法解析JSON）')
        keepingCaptchas(sim, () => importState(sim, text))
      }),

    clock: () => run(() => ({ now: sim.clock.now(), paused: sim.clock.paused, rate: sim.clock.rate })),
    pauseClock: () => run(() => sim.clock.pause()),
    resumeClock: (rate) =>
      run(() => {
        if (rate !== undefined && !(CLOCK_RATES as readonly number[]).includes(rate)) throw new ConsoleError(`时钟倍速只能是 ${CLOCK_RATES.join(' 或 ')}，收到 ${String(rate)}`)
        sim.clock.resume(rate)
      }),
    advanceClock: (ms) => run(() => void sim.clock.advance(finiteTime(ms, '时间跨度'))),
    setClock: (epochMs) => run(() => sim.clock.set(finiteTime(epochMs, '时间'))),

    targets: () => run(() => consoleTargets(sim)),
    reviewSupplier: (supplierId, decision, remark) => run(() => reviewSupplier(sim, supplierId, decision, remark)),
    publishNotice: (input) =>
      run(() => {
        if ('change' in input && input.change) publishChangeNotice(sim, input.projectId, input.title, input.postponeDays)
        else if ('tenantId' in input) publishProject(sim, input.tenantId, input.title)
        else throw new ConsoleError('请选择租户（新公告）或项目（变更公告）')
      }),
    advanceHall: (projectId) => run(() => advanceHall(sim, projectId)),
    raiseClarification: (input) => run(() => raiseClarification(sim, input)),
    stageCollusion: (input) => run(() => stageCollusion(sim, input ?? { projectId: '' })),
    settlePayment: (orderId) => pay(() => sim.control.payments.settle(orderId)),
    failPayment: (orderId, reason) => pay(() => sim.control.payments.fail(orderId, reason?.trim() || undefined)),
    confirmVoucher: (orderId) => pay(() => sim.control.payments.confirmVoucher(orderId)),
    rejectVoucher: (orderId, reason) => pay(() => sim.control.payments.rejectVoucher(orderId, reason ?? '')),
    issueInvoice: (invoiceId) => pay(() => sim.control.payments.issueInvoice(invoiceId)),
    rejectInvoice: (invoiceId, reason) => pay(() => sim.control.payments.rejectInvoice(invoiceId, reason ?? '')),
    pushMessage: (input) => run(() => pushMessage(sim, input)),
    kick: (username) =>
      run(() => {
        const account = (username ?? '').trim()
        if (!sim.db.user.findFirst({ where: { account: { equals: account } } })) throw new ConsoleError('账号不存在')
        return sim.control.kick(account)
      }),

    faults: () => run(() => sim.faults.list().map(toConsoleEntry)),
    setFault: (pattern, fault, times) =>
      run(() => {
        const checked = checkedTimes(times)
        const glob = checkedPattern(pattern)
        sim.faults.set(glob, toFault(fault, glob), checked === null ? {} : { times: checked })
      }),
    clearFaults: (pattern) => run(() => sim.faults.clear(pattern === undefined ? undefined : pattern.trim())),
    failCertificateHelper: (code) =>
      run(() => {
        if (!Number.isInteger(code) || code === 0) throw new ConsoleError(`证书助手错误码须为非零整数，收到 ${String(code)}`)
        sim.control.caHelper.failNext(code)
      }),
    certificates: () =>
      run(() => ({
        inserted: sim.control.caHelper.inserted,
        available: sim.control.caHelper.certificates.map(({ serial, companyName, purpose }) => ({ serial, companyName, purpose })),
      })),
    insertCertificates: (serials) =>
      run(() => {
        const list = Array.isArray(serials) ? serials : []
        const unknown = list.find((serial) => !sim.control.caHelper.certificates.some((c) => c.serial === serial))
        if (unknown !== undefined) throw new ConsoleError(`没有序列号为 ${String(unknown)} 的模拟证书`)
        sim.control.caHelper.inserted = list
      }),

    wrongNextUploadHash: () =>
      run(() => {
        sim.settings.wrongUploadHashes += 1
      }),

    serialisation: () => run(() => sim.settings.serialisation),
    setSerialisation: (convention) =>
      run(() => {
        if (!isSerialisation(convention)) throw new ConsoleError(`序列化约定只能是 ${SERIALISATIONS.join('、')}，收到 ${String(convention)}`)
        sim.settings.serialisation = convention
      }),

    smsCodes: () => run(() => sentSms(sim)),
    requestLog: () => run(() => sim.requests.list()),
    clearRequestLog: () => run(() => sim.requests.clear()),
    onRequest: subscribe,
    subscribe,
  }
}

/**
 * A captcha belongs to the visitor's open sign-in page, not to the data: one issued before a trainer
 * loads a scenario or a state file still works after it, with the time it had left on the new clock,
 * instead of failing the visitor's first attempt.
 */
function keepingCaptchas(sim: Simulator, replace: () => void): void {
  const before = sim.clock.now()
  const held = sim.captchas.list().filter(([, entry]) => entry.expiresAt > before)
  replace()
  const now = sim.clock.now()
  sim.captchas.load([...sim.captchas.list(), ...held.map(([key, entry]) => [key, { code: entry.code, expiresAt: now + entry.expiresAt - before }] as const)])
  sim.persist()
}

import { ACCOUNTS } from '../fixtures/accounts'
import { createCaHelperControl, resetCa } from './ca/ca'
import { createConsole } from './console'
import { seedHostileLinks } from './hostile-links'
import { createPaymentsControl, resetPayments } from './money/money-control'
import { isSerialisation, SERIALISATIONS } from './serialisation'
import { sentSms } from './sms'
import type { ClientCredentials, Simulator, SimulatorControl } from './types'
import { exportState } from './state-file'

export type { SimulatorControl } from './types'

export function createControl(sim: Simulator): SimulatorControl {
  return {
    reset: () => {
      sim.reset()
      resetCa(sim)
      resetPayments(sim)
    },
    caHelper: createCaHelperControl(sim),
    payments: createPaymentsControl(sim),
    console: createConsole(sim),
    sms: {
      sent: () => sentSms(sim),
      last: (mobile, purpose) => sentSms(sim, Number.POSITIVE_INFINITY).find((entry) => entry.mobile === mobile && (!purpose || entry.purpose === purpose))?.code ?? null,
    },
    clock: sim.clock,
    kick(username, tenantId) {
      const count = sim.sessions.kick(username, tenantId)
      sim.persist()
      return count
    },
    serialisation: {
      get: () => sim.settings.serialisation,
      set(convention) {
        if (!isSerialisation(convention)) throw new RangeError(`serialisation must be one of ${SERIALISATIONS.join(', ')}, got ${String(convention)}`)
        sim.settings.serialisation = convention
      },
    },
    faults: {
      set: (pattern, fault, options) => sim.faults.set(pattern, fault, options),
      clear: (pattern) => sim.faults.clear(pattern),
      list: () => sim.faults.list(),
    },
    get latency() {
      return sim.settings.latency
    },
    set latency(ms: number) {
      if (!(Number.isFinite(ms) && ms >= 0)) throw new RangeError(`latency must be a non-negative number of ms, got ${ms}`)
      sim.settings.latency = ms
    },
    get captchaCode() {
      return sim.settings.captchaCode
    },
    set captchaCode(code: string) {
      if (!code) throw new RangeError('captchaCode must not be empty')
      sim.settings.captchaCode = code
    },
    get client() {
      return { ...sim.settings.client }
    },
    set client(credentials: ClientCredentials) {
      sim.settings.client = { clientId: credentials.clientId, clientSecret: credentials.clientSecret }
    },
    accounts: ACCOUNTS,
    sessions: () =>
      sim.sessions.list().map(({ account, tenantId, status, issuedAt, accessExpiresAt }) => ({ account, tenantId, status, issuedAt, accessExpiresAt })),
    snapshot: () => structuredClone(sim.snapshot()),
    captureState: () => exportState(sim, { live: true }),
    seedHostileLinks: () => seedHostileLinks(sim),
  }
}

import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { vi } from 'vitest'

import type { ConsoleApi, ConsoleFaultEntry, ConsoleTargets, RequestLogEntry } from './console-api'

// jsdom lays nothing out: Mantine's combobox scrolls the chosen option into view, which jsdom lacks.
Element.prototype.scrollIntoView ??= function scrollIntoView() {}

/** 2024-05-20 09:30:00 on the server's (Beijing) wall clock, the console's, whatever zone the tests run in. */
export const SIM_NOW = Date.parse('2024-05-20T09:30:00+08:00')

export const TARGETS: ConsoleTargets = {
  suppliers: [
    { id: 's1', name: '杭州示例科技有限公司', username: 'supplier', tenantId: '000000', reviewStatus: '1' },
    { id: 's2', name: '宁波新申请建设有限公司', username: 'newcomer', tenantId: '000000', reviewStatus: '0' },
  ],
  projects: [
    { id: 'p1', code: 'ZB2024-001', name: '办公楼改造工程', tenantId: '000000', hallNode: '签到' },
    { id: 'p2', code: 'ZB2024-002', name: '道路养护服务', tenantId: '100001', hallNode: null },
  ],
  orders: [{ id: 'o1', orderNo: 'DD0001', projectName: '办公楼改造工程', feeTypeName: '标书费', status: 0 }],
  invoices: [{ id: 'i1', title: '杭州示例科技有限公司', amount: '200.00', status: 0 }],
  sessions: [{ username: 'supplier', tenantId: '000000', status: 'active' }],
}

export const LOG: RequestLogEntry[] = [
  { id: 1, at: SIM_NOW, method: 'POST', path: '/api/blade-auth/oauth/token', status: 200, durationMs: 12, fault: null },
  { id: 2, at: SIM_NOW + 1000, method: 'GET', path: '/api/bid-crm/sup/msg/list', status: 500, durationMs: 3, fault: '* /api/bid-crm/*' },
  { id: 3, at: SIM_NOW + 2000, method: 'GET', path: '/api/bid-project/entry/check/getTime', status: 200, durationMs: 4, fault: null },
]

/** A console whose every operation is a spy, answering like a freshly seeded simulator. */
export function fakeConsole(overrides: Partial<ConsoleApi> = {}) {
  const faults: ConsoleFaultEntry[] = []
  const api = {
    scenarios: vi.fn(async () => [
      { name: 'seed' as const, account: 'supplier', projectId: null },
      { name: 'openingDay' as const, account: 'supplier', projectId: 'p1' },
      { name: 'invoiceRejected' as const, account: 'payer', projectId: null },
    ]),
    loadScenario: vi.fn(async () => {}),
    exportState: vi.fn(async () => '{"format":"portal-simulator-state","version":1}'),
    importState: vi.fn(async () => {}),
    clock: vi.fn(async () => ({ now: SIM_NOW, paused: false, rate: 1 })),
    pauseClock: vi.fn(async () => {}),
    resumeClock: vi.fn(async () => {}),
    advanceClock: vi.fn(async () => {}),
    setClock: vi.fn(async () => {}),
    targets: vi.fn(async () => TARGETS),
    reviewSupplier: vi.fn(async () => {}),
    publishNotice: vi.fn(async () => {}),
    advanceHall: vi.fn(async () => '唱标'),
    raiseClarification: vi.fn(async () => {}),
    stageCollusion: vi.fn(async (input: { projectId: string; address?: string }) => ({ bidder: '上海示例建设有限公司', address: input.address ?? '127.0.0.1' })),
    settlePayment: vi.fn(async () => {}),
    failPayment: vi.fn(async () => {}),
    confirmVoucher: vi.fn(async () => {}),
    rejectVoucher: vi.fn(async () => {}),
    issueInvoice: vi.fn(async () => {}),
    rejectInvoice: vi.fn(async () => {}),
    pushMessage: vi.fn(async () => {}),
    kick: vi.fn(async () => 1),
    faults: vi.fn(async () => faults.map((entry) => ({ ...entry }))),
    setFault: vi.fn(async (pattern: string, fault: ConsoleFaultEntry['fault'], times: number | null) => {
      faults.splice(0, faults.length, ...faults.filter((entry) => entry.pattern !== pattern), { pattern, fault, remaining: times })
    }),
    failCertificateHelper: vi.fn(async (_code: number) => {}),
    clearFaults: vi.fn(async (pattern?: string) => {
      faults.splice(0, faults.length, ...(pattern === undefined ? [] : faults.filter((entry) => entry.pattern !== pattern)))
    }),
    requestLog: vi.fn(async () => LOG),
    clearRequestLog: vi.fn(async () => {}),
    ...overrides,
  } satisfies ConsoleApi
  return api
}

/** Opens a labelled select (searchable or not) and picks the option. */
export async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

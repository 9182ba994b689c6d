import type { ConsoleApi } from './console-types'

/** The ConsoleApi operations callable over HTTP (the live feed is the page's only). No msw here: the HTTP client imports it. */
export const CONSOLE_MEMBERS = [
  'scenarios', 'loadScenario', 'exportState', 'importState',
  'clock', 'pauseClock', 'resumeClock', 'advanceClock', 'setClock',
  'targets', 'reviewSupplier', 'publishNotice', 'advanceHall', 'raiseClarification', 'stageCollusion',
  'settlePayment', 'failPayment', 'confirmVoucher', 'rejectVoucher', 'issueInvoice', 'rejectInvoice',
  'pushMessage', 'kick', 'faults', 'setFault', 'clearFaults', 'failCertificateHelper', 'certificates', 'insertCertificates', 'wrongNextUploadHash', 'serialisation', 'setSerialisation',
  'requestLog', 'clearRequestLog', 'smsCodes',
] as const satisfies ReadonlyArray<Exclude<keyof ConsoleApi, 'onRequest'>>

export type ConsoleMember = (typeof CONSOLE_MEMBERS)[number]

// A ConsoleApi operation missing from the list fails to compile here.
type Missing = Exclude<Exclude<keyof ConsoleApi, 'onRequest'>, ConsoleMember>
export const EVERY_MEMBER_LISTED: [Missing] extends [never] ? true : Missing = true

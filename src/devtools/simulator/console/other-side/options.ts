import type { ConsoleTargets } from '../console-api'

export type Option = { value: string; label: string }

// Choices rather than ids to type: each names the thing as the portal shows it.
export const supplierOptions = (targets: ConsoleTargets): Option[] =>
  targets.suppliers.map((s) => ({ value: s.id, label: s.username ? `${s.name}（${s.username}）` : s.name }))

export const projectOptions = (targets: ConsoleTargets): Option[] =>
  targets.projects.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))

export const orderOptions = (targets: ConsoleTargets): Option[] =>
  targets.orders.map((o) => ({ value: o.id, label: `${o.orderNo} · ${o.feeTypeName} · ${o.projectName}` }))

export const invoiceOptions = (targets: ConsoleTargets): Option[] =>
  targets.invoices.map((i) => ({ value: i.id, label: `${i.title} · ${i.amount}` }))

/** Every tenant something belongs to (the simulator has no separate list of them). */
export const tenantOptions = (targets: ConsoleTargets): Option[] =>
  [...new Set([...targets.projects.map((p) => p.tenantId), ...targets.suppliers.map((s) => s.tenantId)])]
    .sort()
    .map((id) => ({ value: id, label: id }))

/** Every account a message can go to or a session belongs to: suppliers' and those signed in. */
export const accountOptions = (targets: ConsoleTargets): Option[] =>
  [...new Set([...targets.sessions.map((s) => s.username), ...targets.suppliers.map((s) => s.username)])]
    .filter(Boolean)
    .sort()
    .map((username) => ({ value: username, label: username }))


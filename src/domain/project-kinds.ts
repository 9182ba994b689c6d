import { codeIn } from './codes'

/**
 * The project kinds (PROJECT_TYPES) whose bids are taken and opened online, in the hall:
 * 1 在线询价, 2 后审项目, 5 电子项目 (decision 020; spec 001 §4). The electronic bidding notices
 * list them, and the hall and its deadlines are theirs alone.
 */
export const ELECTRONIC_KINDS = ['1', '2', '5'] as const

export type ElectronicKind = (typeof ELECTRONIC_KINDS)[number]

/** Whether a kind, as a code string or (on some installs) a number, is one of the electronic kinds. */
export function isElectronicKind(kind: unknown): kind is ElectronicKind {
  return codeIn(ELECTRONIC_KINDS, kind) !== undefined
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The project kinds of spec 001 §1 by the code the back end stores (decision 014), and the detail
 * page each opens on. The server sends the Chinese name too; these are for filters and English.
 */
export const PROJECT_KINDS = ['1', '2', '3', '4', '5', '6'] as const
export type ProjectKind = (typeof PROJECT_KINDS)[number]

export const kindLabels: Record<ProjectKind, MessageDescriptor> = {
  '1': msg`在线询价`,
  '2': msg`后审项目`,
  '3': msg`线下询价`,
  '4': msg`线下项目`,
  '5': msg`电子项目`,
  '6': msg`现场项目`,
}

export const kindDetailPaths = {
  '1': '/personal/projectDetails/inquiryDetails',
  '2': '/personal/projectDetails/afterReviewDetails',
  '3': '/personal/projectDetails/offlineInquiryDetails',
  '4': '/personal/projectDetails/offlineProjectDetail',
  '5': '/personal/projectDetails/eleProDetail',
  '6': '/personal/projectDetails/sceneProDetail',
} as const satisfies Record<ProjectKind, string>

export const isProjectKind = (value: unknown): value is ProjectKind => typeof value === 'string' && (PROJECT_KINDS as readonly string[]).includes(value)

/** Project phases as the back end derives them (decision 014), for the status filter. */
export const PHASES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const
export const phaseLabels: Record<(typeof PHASES)[number], MessageDescriptor> = {
  0: msg`报名未开始`,
  1: msg`报名中`,
  2: msg`报名已截止`,
  3: msg`投标中`,
  4: msg`等待开标`,
  5: msg`开标中`,
  6: msg`评标中`,
  7: msg`已定标`,
  8: msg`已流标`,
}
export const isPhase = (value: number): value is (typeof PHASES)[number] => (PHASES as readonly number[]).includes(value)

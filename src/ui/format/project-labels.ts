import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/*
 * The codes of projects, sign-ups and notices (decisions 014, 019, 020) by the code the back end
 * sends. The server names each code too; screens show these names instead (src/ui/format/code-label.ts),
 * so a status reads in the reader's language and the same in the filters as in the rows they filter.
 */

/** Project kinds (PROJECT_TYPES): 1 在线询价 … 6 现场项目. */
export const projectKindLabels = {
  '1': msg`在线询价`,
  '2': msg`后审项目`,
  '3': msg`线下询价`,
  '4': msg`线下项目`,
  '5': msg`电子项目`,
  '6': msg`现场项目`,
} as const satisfies Record<string, MessageDescriptor>

/** A project's phase as the back end derives it from its dates (PROJECT_STATUS). */
export const projectPhaseLabels = {
  0: msg`报名未开始`,
  1: msg`报名中`,
  2: msg`报名已截止`,
  3: msg`投标中`,
  4: msg`等待开标`,
  5: msg`开标中`,
  6: msg`评标中`,
  7: msg`已定标`,
  8: msg`已流标`,
} as const satisfies Record<number, MessageDescriptor>

/** Announcement types (the bulletin_type dictionary's keys: a tenant may rename them, so shown `tenantNamed`). */
export const bulletinTypeLabels: Readonly<Record<string, MessageDescriptor>> = {
  '1': msg`招标公告`,
  '2': msg`变更公告`,
  '3': msg`澄清答疑`,
  '4': msg`中标候选人公示`,
  '5': msg`中标结果公告`,
  '6': msg`终止公告`,
}

/** A demand survey's standing (RESEARCH_STATUS). */
export const researchStatusLabels: Readonly<Record<number, MessageDescriptor>> = { 1: msg`征集中`, 2: msg`已截止` }
/** The statuses a survey can have, as a URL's filter accepts them. */
export const researchStatuses: readonly number[] = Object.keys(researchStatusLabels).map(Number)

/**
 * What is procured, which a back end sends only as its Chinese name: goods, services and works, the
 * three categories of procurement law. Any other name is shown as sent.
 */
export const procurementCategoryLabels: Readonly<Record<string, MessageDescriptor>> = {
  货物: msg`货物`,
  服务: msg`服务`,
  工程: msg`工程`,
}

/** A prequalification's application window: not yet open, taking applications, closed. */
export const qualifyWindowLabels: Readonly<Record<number, MessageDescriptor>> = {
  0: msg({ message: '未开始', context: 'application window' }),
  1: msg({ message: '申请中', context: 'application window' }),
  2: msg({ message: '已截止', context: 'application window' }),
}

/** The codes a sign-up's standing is read from (entry status, fee, prequalification and bid). */
export type EntryCodes = { status: number; payStatus: number; qualifyStatus: number; bidStatus: number }

/**
 * What a sign-up means to the supplier now, in the order it would act on it: withdrawn, under or
 * failed prequalification, fee due, bid sent, or documents open to download. The back end derives
 * its `entryStatusName` by the same rule; codes outside it leave that name to be shown.
 */
export function entryStanding(entry: EntryCodes): MessageDescriptor | undefined {
  if (![entry.status, entry.payStatus, entry.bidStatus].every((code) => code === 0 || code === 1)) return undefined
  if (entry.status !== 1) return msg({ message: '已撤销', context: 'sign-up' })
  if (entry.qualifyStatus === 0) return msg`资格审查中`
  if (entry.qualifyStatus === 2) return msg`资格审查未通过`
  if (entry.qualifyStatus !== 1 && entry.qualifyStatus !== -1) return undefined
  if (entry.payStatus !== 1) return msg`待缴费`
  if (entry.bidStatus === 1) return msg`已递交投标文件`
  return msg`可下载文件`
}

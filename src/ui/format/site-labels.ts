import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { bulletinTypeLabels } from './project-labels'

/*
 * The site dictionaries the public pages filter by (BladeX `dict/dictionary?code=`), by entry key. A
 * tenant may rename an entry or add its own: in Chinese an entry shows as the tenant names it, in
 * English as these do, and an entry they do not know as the tenant names it (`tenantNamed`,
 * src/ui/format/code-label.ts).
 */

/** news_down: the kinds of files in the site's downloads. */
export const downloadCategoryLabels: Readonly<Record<string, MessageDescriptor>> = {
  '1': msg`投标工具`,
  '2': msg`CA证书驱动`,
  '3': msg`操作手册`,
  '4': msg`文件模板`,
}

/** new_faq: the help centre's question categories. */
export const faqCategoryLabels: Readonly<Record<string, MessageDescriptor>> = {
  '1': msg`注册登录`,
  '2': msg`企业认证`,
  '3': msg`项目报名`,
  '4': msg`费用缴纳`,
  '5': msg`CA证书`,
  '6': msg`电子开标`,
}

/*
 * Notices' and policies' categories come from no dictionary the contract names, so a back end keys
 * them as it likes: they are matched by the name it sends, and a name the portal does not know shows
 * as sent. Policies follow the legal hierarchy every Chinese portal files them by.
 */

/** 通知公告: the kinds of the site's notices, by name. */
export const noticeCategoryLabels: Readonly<Record<string, MessageDescriptor>> = {
  平台通知: msg`平台通知`,
  系统公告: msg`系统公告`,
  风险提示: msg`风险提示`,
  通知: msg`通知`,
  公告: msg`公告`,
}

/** 政策法规: the kinds of laws and rules, by name. */
export const policyCategoryLabels: Readonly<Record<string, MessageDescriptor>> = {
  法律: msg`法律`,
  行政法规: msg`行政法规`,
  部门规章: msg`部门规章`,
  地方性法规: msg`地方性法规`,
  地方政府规章: msg`地方政府规章`,
  规范性文件: msg`规范性文件`,
}

export type DictionaryCode = 'bulletin_type' | 'news_down' | 'new_faq'

export const dictionaryLabels: Readonly<Record<DictionaryCode, Readonly<Record<string, MessageDescriptor>>>> = {
  bulletin_type: bulletinTypeLabels,
  news_down: downloadCategoryLabels,
  new_faq: faqCategoryLabels,
}

/** The tender documents' types (bid-dms `fileType`): the buyer's documents and addenda, and the supplier's own bid documents. */
export const documentTypeLabels: Readonly<Record<number, MessageDescriptor>> = {
  10: msg`招标文件`,
  20: msg`补遗文件`,
  30: msg`投标文件`,
}

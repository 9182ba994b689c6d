import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MenuItem } from '@/services/schemas/blade-system'

/**
 * The menu's names come from the server, in Chinese. Each entry carries an i18n key (`meta.i18n`,
 * spec 000 §3); for the keys the portal knows, this is their text in the other languages.
 * Chinese always shows the server's own name, so a tenant's renamed entry stays as renamed.
 */
const labels: Record<string, MessageDescriptor> = {
  workbench: msg`工作台`,
  homePage: msg`首页`,
  alerts: msg`我的消息`,
  purchase: msg`采购信息`,
  purchaseNotice: msg`采购公告`,
  tenderInvitation: msg`投标邀请`,
  biddingNotice: msg`电子招标公告`,
  researchBulletin: msg`需求调研公告`,
  qualifyNews: msg`资格预审公告`,
  subjectNews: msg`结果公告`,
  project: msg`项目管理`,
  myProject: msg`我的项目`,
  changeNotice: msg`变更公告`,
  myInviteList: msg`我的邀请`,
  uploadTender: msg`投标文件上传`,
  moreQuestion: msg`我的提问`,
  opening: msg`电子开标`,
  electronicSign: msg`开标签到`,
  openTenderSchedule: msg`开标日程`,
  electronicBidTender: msg`我的电子投标`,
  liveStreaming: msg`开标直播`,
  money: msg`费用中心`,
  myOrder: msg`我的订单`,
  feeCenter: msg`缴费与开票`,
  myInvoice: msg`我的发票`,
  invoiceManagement: msg`发票信息`,
  fundCount: msg`资金账户`,
  ca: msg`CA证书`,
  caManagement: msg`CA证书管理`,
  caTransaction: msg`CA服务`,
  caBound: msg`已绑定证书`,
  enterprise: msg`企业中心`,
  enterpriseCertification: msg`企业认证`,
  companyData: msg`企业资料`,
  linkmanSet: msg`联系人管理`,
  auditInfo: msg`审核记录`,
  accountSet: msg`账户安全`,
  vipServer: msg`增值服务`,
  personal: msg`个人中心`,
  accountInformation: msg`账户信息`,
  wel: msg`数据概览`,
  myResearchNeeds: msg`我的调研`,
  biddingMessage: msg`审查结果`,
  credit: msg`信用与履约`,
  creditEvaluation: msg`信用评价`,
  dealProject: msg`成交项目`,
  dealContract: msg`成交合同`,
  projectCheck: msg`项目验收`,
  specimen: msg`样品与保函`,
  specimenApply: msg`样品申请`,
  specimenRecord: msg`申请记录`,
  projectSpecimen: msg`项目样品`,
  guaranteeDetails: msg`电子保函`,
  authenticityQuery: msg`真伪查询`,
  ccgp: msg`中国政府采购网`,
}

/** The menu tree with names in the active language; an unknown key keeps the server's name. */
export function localizeMenu(menu: readonly MenuItem[], i18n: I18n): MenuItem[] {
  const source = i18n.locale === 'zh'
  return menu.map((item) => {
    const key = item.meta?.i18n
    const label = !source && key ? labels[key] : undefined
    const children = item.children ? localizeMenu(item.children, i18n) : undefined
    return { ...item, name: label ? i18n._(label) : item.name, ...(children ? { children } : {}) }
  })
}

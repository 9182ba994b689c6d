import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Titles of the portal's own screens, used for tabs and the document title in both languages. They
 * load with the screens' text (src/app/i18n.ts), never with /login: keep this module out of the
 * start chunk's imports. The sign-in page's own title lives in DocumentTitle (decision 011).
 */
export const routeTitles: Record<string, MessageDescriptor> = {
  '/home/homePage': msg`首页`,
  '/purchaseNotice/index': msg`采购公告`,
  '/purchaseNotice/purchaseDetail': msg`采购详情`,
  '/purchaseNotice/tenderInvitation/index': msg`投标邀请`,
  '/electronicBidding/biddingNotice': msg`电子招标公告`,
  '/demandSurvey/researchBulletin': msg`需求调研公告`,
  '/personal/setInformation/enterpriseCertification': msg`企业认证`,
  '/alerts/index': msg`我的消息`,
  '/alerts/template': msg`消息详情`,
  '/lock': msg`锁屏`,
}

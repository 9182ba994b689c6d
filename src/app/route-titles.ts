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
  '/CAmanagement/index': msg`CA证书管理`,
  '/caServe/caTransaction': msg`CA服务`,
  '/caServe/caBound': msg`已绑定证书`,
  '/purchaseNotice/purchaseDetail': msg`采购详情`,
  '/purchaseNotice/tenderInvitation/index': msg`投标邀请`,
  '/electronicBidding/biddingNotice': msg`电子招标公告`,
  '/demandSurvey/researchBulletin': msg`需求调研公告`,
  '/purchaseNotice/qualifyNews': msg`资格预审公告`,
  '/purchaseNotice/qualifyApply': msg`资格预审申请`,
  '/purchaseNotice/subjectNews': msg`结果公告`,
  '/purchaseNotice/collusionHint': msg`关于串通投标的说明`,
  '/purchaseNotice/uploadTender/index': msg`投标文件上传`,
  '/purchaseNotice/uploadTender/uploadDetails': msg`上传详情`,
  '/purchaseNotice/uploadTender/fileDetails': msg`文件详情`,
  '/purchaseNotice/uploadTender/uploadFile': msg`上传投标文件`,
  '/personal/myProject': msg`我的项目`,
  '/personal/myProject/myProjectApply': msg`报名信息`,
  '/personal/myProject/myProjectDetail': msg`项目详情`,
  '/personal/projectDetail': msg`项目详情`,
  '/personal/projectDetails/inquiryDetails': msg`在线询价`,
  '/personal/projectDetails/afterReviewDetails': msg`后审项目`,
  '/personal/projectDetails/offlineInquiryDetails': msg`线下询价`,
  '/personal/projectDetails/offlineProjectDetail': msg`线下项目`,
  '/personal/projectDetails/eleProDetail': msg`电子项目`,
  '/personal/projectDetails/sceneProDetail': msg`现场项目`,
  '/personal/projectDetails/projectParticulars': msg`项目详情`,
  '/personal/changeNotice': msg`变更公告`,
  '/personal/myInviteList/index': msg`我的邀请`,
  '/personal/moreQuestion': msg`我的提问`,
  '/personal/openTenderSchedule': msg`开标日程`,
  '/electronicOpening/evaluationInteract': msg`评标互动`,
  '/electronicOpening': msg`开标大厅`,
  '/electronicOpening/rehearsal': msg`模拟开标`,
  '/electronicOpening/electronicSign': msg`开标签到`,
  '/electronicOpening/seeProgess': msg`开标进度`,
  '/electronicOpening/electronicBidTender': msg`我的电子投标`,
  '/personal/liveStreaming': msg`开标直播`,
  '/purchaseNotice/onlineBidOpening/index': msg`网上开标`,
  '/personal/setInformation/enterpriseCertification': msg`企业认证`,
  '/alerts/index': msg`我的消息`,
  '/alerts/template': msg`消息详情`,
  '/lock': msg`锁屏`,
}

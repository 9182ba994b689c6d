import type { AnyActorLogic } from 'xstate'
import { projectById } from '@/services/tender/projects'
import { boundCertificatesLogic } from './actors/ca/ca'
import { captchaLogic } from './actors/auth/captcha'
import { acceptanceConfirmLogic, acceptanceListLogic, creditEvaluationListLogic, creditSummaryLogic, dealContractListLogic, dealProjectListLogic } from './actors/credit/credit'
import { auditRecordsLogic, certificationLogic, companyDataLogic, enterpriseInfoLogic } from './actors/account/certification'
import { passwordRecoveryLogic } from './actors/account/password-recovery'
import { registrationLogic } from './actors/account/registration'
import { clarificationLogic, evaluationLogic, myQuestionListLogic, questionProjectsLogic } from './actors/tender/clarification'
import { documentsLogic } from './actors/tender/documents'
import { invitationListLogic, invitationReplyLogic } from './actors/tender/invitations'
import { feeSummaryLogic, invoiceFlowLogic, invoiceOrderLogic } from './actors/money/invoice'
import { invoiceInfoLogic } from './actors/money/invoice-info'
import { contactEditLogic, contactListLogic } from './actors/account/contacts'
import { accountSecurityLogic } from './actors/account/account-security'
import { messageDetailLogic, messageListLogic } from './actors/messages/messages'
import { dashboardCertificatesLogic, dashboardOrdersLogic, dashboardProjectsLogic } from './actors/shell/dashboard'
import { accountInformationLogic, userInformationLogic } from './actors/account/account-information'
import { changeNoticeListLogic, entryContactLogic, myProjectDetailLogic, myProjectListLogic, openNoticeListLogic, projectParticularsLogic, quoteLogic } from './actors/tender/my-projects'
import { calendarExportLogic } from './actors/tender/calendar-export'
import { selfCheckLogic } from './actors/opening/self-check'
import { electronicNoticeListLogic, researchDetailLogic, researchListLogic } from './actors/tender/notices'
import { openBidBoardLogic } from './actors/opening/open-bid-board'
import { openScheduleLogic } from './actors/opening/open-schedule'
import { netBidListLogic, openingLogic, recordFileLogic } from './actors/opening/opening'
import { electronicBidListLogic, liveStreamLogic, openingProgressLogic } from './actors/opening/opening-screens'
import { myOrderListLogic, orderActionLogic, orderDetailLogic, paymentLogic } from './actors/money/payment'
import { qualificationLogic, qualifyNoticeListLogic, qualifyProjectLogic } from './actors/tender/qualification'
import { resultNoticeListLogic, resultNoticeLogic } from './actors/tender/result-notices'
import { sessionLogic } from './actors/auth/session'
import { myResearchListLogic, surveyAnswerLogic } from './actors/research/research-answer'
import { examinationDetailLogic, examinationListLogic } from './actors/research/examination'
import { authenticityLogic, guaranteeListLogic, projectSpecimenListLogic, specimenApplyLogic, specimenRecordListLogic } from './actors/specimen/specimen'
import { tenderExplainListLogic, tenderExplainLogic } from './actors/tender/tender-explain'
import { entryLogic, noticeListLogic, projectDetailLogic, purchaseDetailLogic } from './actors/tender/tenders'
import { uploadProjectListLogic, uploadProjectLogic, uploadTargetLogic, bidFileDetailLogic } from './actors/tender/bid-upload'
import { projectContractLogic, tenderFilesLogic } from './actors/tender/entry-files'
import { agencyApplyLogic } from './actors/public/agency-apply'
import { articleListLogic, articleLogic, bulletinListLogic, categoriesLogic, publicBulletinLogic, publicResearchListLogic, publicResearchLogic, wxQrLogic } from './actors/public/public-site'
import type { PortalDeps, ShellDeps } from './use-flow'

/**
 * The flows a recording can name and a replay can re-create: flow key → binding. The key is the
 * machine's id, which the binding's logic carries (`logic.id`), so an actor is known by the logic it
 * runs, however the screen wrapped its binding. `portal` flows need only the portal's services and
 * long-lived actors; `shell` flows the signed-in frame's too. A flow whose binding needs more than
 * the standard deps says how to get it from its input (the sign-up's packages are read again).
 */
export type FlowEntry =
  | { scope: 'portal'; bind: (deps: PortalDeps, input: unknown) => AnyActorLogic | Promise<AnyActorLogic> }
  | { scope: 'shell'; bind: (deps: ShellDeps, input: unknown) => AnyActorLogic | Promise<AnyActorLogic> }

const portal = (bind: (deps: PortalDeps) => AnyActorLogic): FlowEntry => ({ scope: 'portal', bind })
const shell = (bind: (deps: ShellDeps) => AnyActorLogic): FlowEntry => ({ scope: 'shell', bind })

export const flowRegistry: Readonly<Record<string, FlowEntry>> = {
  session: portal(sessionLogic),
  captcha: portal(captchaLogic),
  openBidBoard: portal(openBidBoardLogic),
  registration: portal(registrationLogic),
  passwordRecovery: portal(passwordRecoveryLogic),
  entry: {
    scope: 'shell',
    bind: async (deps, input) => {
      const { projectId } = input as { projectId: string }
      const project = await projectById(deps.http, projectId)
      return entryLogic({ ...deps, packages: project?.packages ?? [] })
    },
  },
  projectDetail: shell(projectDetailLogic),
  purchaseDetail: shell(purchaseDetailLogic),
  noticeList: shell(noticeListLogic),
  documents: shell(documentsLogic),
  myProjectList: shell(myProjectListLogic),
  openNoticeList: shell(openNoticeListLogic),
  myProjectDetail: shell(myProjectDetailLogic),
  calendarExport: shell(calendarExportLogic),
  projectParticulars: shell(projectParticularsLogic),
  quote: shell(quoteLogic),
  entryContact: shell(entryContactLogic),
  changeNoticeList: shell(changeNoticeListLogic),
  messageList: shell(messageListLogic),
  messageDetail: shell(messageDetailLogic),
  payment: shell(paymentLogic),
  orderAction: shell(orderActionLogic),
  orderDetail: shell(orderDetailLogic),
  myOrders: shell(myOrderListLogic),
  electronicNoticeList: shell(electronicNoticeListLogic),
  researchList: shell(researchListLogic),
  researchDetail: shell(researchDetailLogic),
  qualifyNoticeList: shell(qualifyNoticeListLogic),
  qualifyProject: shell(qualifyProjectLogic),
  qualification: shell(qualificationLogic),
  invitationReply: shell(invitationReplyLogic),
  invitationList: shell(invitationListLogic),
  myQuestionList: shell(myQuestionListLogic),
  questionProjects: shell(questionProjectsLogic),
  evaluation: shell(evaluationLogic),
  clarification: shell(clarificationLogic),
  uploadProjectList: shell(uploadProjectListLogic),
  uploadProject: shell(uploadProjectLogic),
  uploadTarget: shell(uploadTargetLogic),
  projectContract: shell(projectContractLogic),
  tenderFiles: shell(tenderFilesLogic),
  bidFileDetail: shell(bidFileDetailLogic),
  openingProgress: shell(openingProgressLogic),
  electronicBidList: shell(electronicBidListLogic),
  liveStream: shell(liveStreamLogic),
  resultNoticeList: shell(resultNoticeListLogic),
  resultNotice: shell(resultNoticeLogic),
  boundCertificates: shell(boundCertificatesLogic),
  invoice: shell(invoiceFlowLogic),
  invoiceOrder: shell(invoiceOrderLogic),
  feeSummary: shell(feeSummaryLogic),
  creditSummary: shell(creditSummaryLogic),
  creditEvaluationList: shell(creditEvaluationListLogic),
  dealProjectList: shell(dealProjectListLogic),
  dealContractList: shell(dealContractListLogic),
  acceptanceList: shell(acceptanceListLogic),
  acceptanceConfirm: shell(acceptanceConfirmLogic),
  invoiceInfo: shell(invoiceInfoLogic),
  openingRecordFile: shell(recordFileLogic),
  // The hall, for its decryption with the certificate's PIN (masked in a recording, decision 057).
  electronicOpening: shell(openingLogic),
  netBidList: shell(netBidListLogic),
  // The opening-day self-check, its PIN masked in a recording like the hall's (decision 069).
  selfCheck: shell(selfCheckLogic),
  openSchedule: shell(openScheduleLogic),
  tenderExplain: shell(tenderExplainLogic),
  tenderExplainList: shell(tenderExplainListLogic),
  // Enterprise certification and the supplier's own record (decision 039).
  certification: shell(certificationLogic),
  companyData: shell(companyDataLogic),
  enterpriseInfo: shell(enterpriseInfoLogic),
  auditRecords: shell(auditRecordsLogic),
  // The supplier's contacts and the account's security (decision 040).
  contactEdit: shell(contactEditLogic),
  contactList: shell(contactListLogic),
  accountSecurity: shell(accountSecurityLogic),
  // The dashboard's tiles and the account's information (decision 042).
  dashboardProjects: shell(dashboardProjectsLogic),
  dashboardOrders: shell(dashboardOrdersLogic),
  dashboardCertificates: shell(dashboardCertificatesLogic),
  userInformation: shell(userInformationLogic),
  accountInformation: shell(accountInformationLogic),
  // The public site (decision 038).
  publicNoticeList: portal(articleListLogic('notice')),
  publicPolicyList: portal(articleListLogic('policy')),
  publicHelpList: portal(articleListLogic('help')),
  publicDownloadList: portal(articleListLogic('download')),
  publicNotice: portal(articleLogic('notice')),
  publicPolicy: portal(articleLogic('policy')),
  publicHelp: portal(articleLogic('help')),
  publicBulletinList: portal(bulletinListLogic('publicBulletinList')),
  publicPurchaseList: portal(bulletinListLogic('publicPurchaseList')),
  publicQualifyList: portal(bulletinListLogic('publicQualifyList')),
  publicResultList: portal(bulletinListLogic('publicResultList')),
  publicTenderNoticeList: portal(bulletinListLogic('publicTenderNoticeList')),
  publicInquiryList: portal(bulletinListLogic('publicInquiryList')),
  publicBulletin: portal(publicBulletinLogic),
  publicResearchList: portal(publicResearchListLogic),
  publicResearch: portal(publicResearchLogic),
  publicWxQr: portal(wxQrLogic),
  publicCategories: portal(categoriesLogic),
  agencyApply: portal(agencyApplyLogic),
  // Survey answers and examination results (decision 046).
  myResearchList: shell(myResearchListLogic),
  surveyAnswer: shell(surveyAnswerLogic),
  examinationList: shell(examinationListLogic),
  examinationDetail: shell(examinationDetailLogic),
  // Specimens and guarantee letters (decision 045).
  specimenApply: shell(specimenApplyLogic),
  specimenRecordList: shell(specimenRecordListLogic),
  projectSpecimenList: shell(projectSpecimenListLogic),
  guaranteeList: shell(guaranteeListLogic),
  authenticity: shell(authenticityLogic),
}

/** The flow key an actor runs, if replay knows how to re-create it: its machine's id, when registered. */
export function flowKeyOf(actor: object): string | null {
  const id = ((actor as { logic?: { id?: unknown } }).logic)?.id
  return typeof id === 'string' && Object.hasOwn(flowRegistry, id) ? id : null
}

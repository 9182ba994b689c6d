import type { RequestHandler } from 'msw'
import type { Simulator } from '../state'
import { bidCaHandlers } from '../ca/handlers/bid-ca'
import { bidCreditHandlers } from '../credit/handlers/bid-credit'
import { bidCrmHandlers } from '../account/handlers/bid-crm'
import { bidCrmRegisterHandlers } from '../account/handlers/bid-crm-register'
import { bidCrmContactHandlers } from '../account/handlers/bid-crm-contacts'
import { bidCrmAccountHandlers } from '../account/handlers/bid-crm-account'
import { bidCrmCertificationHandlers } from '../account/handlers/bid-crm-certification'
import { bidNoticeHandlers } from '../tender/handlers/bid-notice'
import { bladeResourceHandlers } from '../system/handlers/blade-resource'
import { bladeResourceFileHandlers } from '../system/handlers/blade-resource-files'
import { caHelperHandlers } from '../ca/handlers/ca-helper'
import { bidDmsHandlers } from '../tender/handlers/bid-dms'
import { bidEsHandlers } from '../tender/handlers/bid-es'
import { bidProjectHandlers } from '../tender/handlers/bid-project'
import { bidProjectBoardHandlers } from '../opening/handlers/bid-project-board'
import { bidOrderHandlers } from '../money/handlers/bid-order'
import { bidProjectInvoiceHandlers } from '../money/handlers/bid-project-invoice'
import { paymentGatewayHandlers } from '../money/handlers/payment-gateway'
import { bidProjectExplainHandlers } from '../tender/handlers/bid-project-explain'
import { bidProjectInviteHandlers } from '../tender/handlers/bid-project-invite'
import { bidProjectResearchHandlers } from '../research/handlers/bid-project-research'
import { bidProjectResearchAnswerHandlers } from '../research/handlers/bid-project-research-answer'
import { bidProjectExamineHandlers } from '../tender/handlers/bid-project-examine'
import { bidSpecimenHandlers } from '../specimen/handlers/bid-specimen'
import { bladeAuthHandlers } from '../auth/handlers/blade-auth'
import { bladeLogHandlers } from '../system/handlers/blade-log'
import { bladeSystemHandlers } from '../system/handlers/blade-system'
import { bladeDeskHandlers } from '../public/handlers/blade-desk'
import { bladeSystemTenantHandlers } from '../system/handlers/blade-system-tenant'
import { bidProjectPortalHandlers } from '../tender/handlers/bid-project-portal'
import { bidWechatHandlers } from '../public/handlers/bid-wechat'
import { controlHandlers } from './control'
import { userHandlers } from '../account/handlers/user'
import { routeHandlers } from './routed'

/** Every handler of the simulated back end, behind one that picks those a request can match (decision 082). */
export function createHandlers(sim: Simulator, options: { caHelperUrl?: string } = {}): RequestHandler[] {
  return [routeHandlers(listHandlers(sim, options))]
}

/** Every handler of the simulated back end, grouped by the back end's path prefix, plus control, one by one. */
export function listHandlers(sim: Simulator, options: { caHelperUrl?: string } = {}): RequestHandler[] {
  // The signing helper runs on the supplier's machine, not the back end: beside the API, not in it,
  // at the address the portal is configured to reach it on. The payment gateway is a third party too (decision 031).
  return [...createApiHandlers(sim), ...caHelperHandlers(sim, options.caHelperUrl), ...paymentGatewayHandlers(sim), ...controlHandlers(sim)]
}

/** The API handlers only (no control endpoints): what the real back end also answers. */
export function createApiHandlers(sim: Simulator): RequestHandler[] {
  return [...bladeAuthHandlers(sim), ...userHandlers(sim), ...bladeSystemHandlers(sim), ...bidCrmHandlers(sim), ...bidProjectHandlers(sim), ...bidProjectInviteHandlers(sim), ...bidProjectResearchHandlers(sim), ...bidProjectResearchAnswerHandlers(sim), ...bidProjectExamineHandlers(sim), ...bidSpecimenHandlers(sim), ...bidProjectExplainHandlers(sim), ...bidDmsHandlers(sim), ...bidCaHandlers(sim), ...bidEsHandlers(sim), ...bidProjectBoardHandlers(sim), ...bidOrderHandlers(sim), ...bidCreditHandlers(sim), ...bidProjectInvoiceHandlers(sim), ...bidCrmRegisterHandlers(sim), ...bidCrmContactHandlers(sim), ...bidCrmAccountHandlers(sim), ...bidCrmCertificationHandlers(sim), ...bidNoticeHandlers(sim), ...bladeResourceHandlers(sim), ...bladeResourceFileHandlers(sim), ...bladeSystemTenantHandlers(sim), ...bladeDeskHandlers(sim), ...bidProjectPortalHandlers(sim), ...bidWechatHandlers(sim), ...bladeLogHandlers(sim)]
}

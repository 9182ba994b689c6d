import type { RequestHandler } from 'msw'
import type { Simulator } from '../state'
import { bidCaHandlers } from './bid-ca'
import { bidCreditHandlers } from './bid-credit'
import { bidCrmHandlers } from './bid-crm'
import { bidCrmRegisterHandlers } from './bid-crm-register'
import { bidCrmContactHandlers } from './bid-crm-contacts'
import { bidCrmAccountHandlers } from './bid-crm-account'
import { bidCrmCertificationHandlers } from './bid-crm-certification'
import { bidNoticeHandlers } from './bid-notice'
import { bladeResourceHandlers } from './blade-resource'
import { bladeResourceFileHandlers } from './blade-resource-files'
import { caHelperHandlers } from './ca-helper'
import { bidDmsHandlers } from './bid-dms'
import { bidEsHandlers } from './bid-es'
import { bidProjectHandlers } from './bid-project'
import { bidProjectBoardHandlers } from './bid-project-board'
import { bidOrderHandlers } from './bid-order'
import { bidProjectInvoiceHandlers } from './bid-project-invoice'
import { paymentGatewayHandlers } from './payment-gateway'
import { bidProjectExplainHandlers } from './bid-project-explain'
import { bidProjectInviteHandlers } from './bid-project-invite'
import { bidProjectResearchHandlers } from './bid-project-research'
import { bidProjectResearchAnswerHandlers } from './bid-project-research-answer'
import { bidProjectExamineHandlers } from './bid-project-examine'
import { bidSpecimenHandlers } from './bid-specimen'
import { bladeAuthHandlers } from './blade-auth'
import { bladeLogHandlers } from './blade-log'
import { bladeSystemHandlers } from './blade-system'
import { bladeDeskHandlers } from './blade-desk'
import { bladeSystemTenantHandlers } from './blade-system-tenant'
import { bidProjectPortalHandlers } from './bid-project-portal'
import { bidWechatHandlers } from './bid-wechat'
import { controlHandlers } from './control'
import { userHandlers } from './user'

/** Every handler of the simulated back end, grouped by the back end's path prefix, plus control. */
export function createHandlers(sim: Simulator, options: { caHelperUrl?: string } = {}): RequestHandler[] {
  // The signing helper runs on the supplier's machine, not the back end: beside the API, not in it,
  // at the address the portal is configured to reach it on. The payment gateway is a third party too (decision 031).
  return [...createApiHandlers(sim), ...caHelperHandlers(sim, options.caHelperUrl), ...paymentGatewayHandlers(sim), ...controlHandlers(sim)]
}

/** The API handlers only (no control endpoints): what the real back end also answers. */
export function createApiHandlers(sim: Simulator): RequestHandler[] {
  return [...bladeAuthHandlers(sim), ...userHandlers(sim), ...bladeSystemHandlers(sim), ...bidCrmHandlers(sim), ...bidProjectHandlers(sim), ...bidProjectInviteHandlers(sim), ...bidProjectResearchHandlers(sim), ...bidProjectResearchAnswerHandlers(sim), ...bidProjectExamineHandlers(sim), ...bidSpecimenHandlers(sim), ...bidProjectExplainHandlers(sim), ...bidDmsHandlers(sim), ...bidCaHandlers(sim), ...bidEsHandlers(sim), ...bidProjectBoardHandlers(sim), ...bidOrderHandlers(sim), ...bidCreditHandlers(sim), ...bidProjectInvoiceHandlers(sim), ...bidCrmRegisterHandlers(sim), ...bidCrmContactHandlers(sim), ...bidCrmAccountHandlers(sim), ...bidCrmCertificationHandlers(sim), ...bidNoticeHandlers(sim), ...bladeResourceHandlers(sim), ...bladeResourceFileHandlers(sim), ...bladeSystemTenantHandlers(sim), ...bladeDeskHandlers(sim), ...bidProjectPortalHandlers(sim), ...bidWechatHandlers(sim), ...bladeLogHandlers(sim)]
}

import { createFileRoute } from '@tanstack/react-router'
import { EnterpriseInfoPage } from '@/routes/-screens/account/EnterpriseInfoPage'

/** Spec 000 §2.2 /personal/setCenter/companyInfo: the same read-only enterprise information as /enterpriseInfo/index (decision 039). */
export const Route = createFileRoute('/_auth/_shell/personal/setCenter/companyInfo')({ component: EnterpriseInfoPage })

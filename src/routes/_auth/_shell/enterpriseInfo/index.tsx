import { createFileRoute } from '@tanstack/react-router'
import { EnterpriseInfoPage } from '@/routes/-screens/account/EnterpriseInfoPage'

/** Spec 000 §2.2 /enterpriseInfo/index: the enterprise information, read-only (decision 039). */
export const Route = createFileRoute('/_auth/_shell/enterpriseInfo/index')({ component: EnterpriseInfoPage })

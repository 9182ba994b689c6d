import { createFileRoute } from '@tanstack/react-router'
import { CompanyDataScreen } from '@/routes/-screens/account/CompanyDataScreen'

/**
 * Spec 000 §2.2 /personal/setCenter/companyData (decision 039): the contact facts, edited and saved
 * at once (updateSup); the licence facts shown beside them change only through certification.
 */
export const Route = createFileRoute('/_auth/_shell/personal/setCenter/companyData')({ component: CompanyDataScreen })

import { createFileRoute } from '@tanstack/react-router'
import { CertificationScreen } from '@/routes/-screens/account/CertificationScreen'

export const Route = createFileRoute('/_auth/_shell/personal/setInformation/enterpriseCertification')({ component: CertificationScreen })

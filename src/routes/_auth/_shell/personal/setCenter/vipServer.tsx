import { createFileRoute } from '@tanstack/react-router'
import { VipServerScreen } from '@/routes/-screens/account/VipServerScreen'

/**
 * Spec 000 §2.2 /personal/setCenter/vipServer (增值服务, decision 039): the services a supplier
 * portal offers beside bidding itself: the electronic guarantee letter in place of a cash deposit,
 * the CA certificate that signs and decrypts bids, and the bid-making tool. Each leads to where it
 * is done in the portal.
 */
export const Route = createFileRoute('/_auth/_shell/personal/setCenter/vipServer')({ component: VipServerScreen })

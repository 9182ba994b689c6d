import { createFileRoute } from '@tanstack/react-router'
import { UnknownAddressScreen } from '@/routes/-screens/shell/UnknownAddressScreen'

/**
 * Any address no other route knows, for a signed-in supplier: the 404 page inside the frame, so
 * header and menu stay at hand and the address typed stays in the bar. A visitor without a session
 * never gets here: the sign-in guard (`_auth`) sends them to the public /404, as the root's
 * not-found does for every other unknown address.
 */
export const Route = createFileRoute('/_auth/_shell/$')({ component: UnknownAddressScreen })

import { createFileRoute } from '@tanstack/react-router'
import { OutsideScreen } from '@/routes/-screens/shell/OutsideScreen'

/**
 * /myiframe/{routerPath} (spec 000 §2.2): a menu entry's outside page inside the frame, in a
 * sandboxed iframe (scripts and forms run, but never as this portal: no same-origin, no top
 * navigation), with the page also offered in a window of its own, since many sites refuse to be
 * framed. Only the pages the supplier's menu opens, or on origins config.json lists, are shown
 * (decision 055): any other address gets the 403 page, so a link cannot dress a foreign page in
 * the portal's frame.
 */
export const Route = createFileRoute('/_auth/_shell/myiframe/$')({ component: OutsideScreen })

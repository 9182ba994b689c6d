import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { enterAppFrom, RouterFreeFrame, type RouterFreeStart } from './app/router-free-start'
import { PublicHomePage } from './routes/-components/public/PublicHomePage'
import { PublicSite } from './routes/-components/public/PublicSite'
import { SITE_NAME } from './app/site-name'

/**
 * A visitor's first page at `/`, without the router (decision 047): the public home in its frame,
 * bound to the same flows as inside the app. The first navigation hands over to the app, which
 * starts on the same portal and shows the address asked for.
 */
export function showVisitorHome(start: RouterFreeStart) {
  const enterApp = enterAppFrom(start, 'push')
  start.root.render(
    <RouterFreeFrame portal={start.portal} simulator={start.simulator}>
      <VisitorHome enterApp={enterApp} />
    </RouterFreeFrame>,
  )
}

function VisitorHome({ enterApp }: { enterApp: (href: string) => void }) {
  const { _ } = useLingui()
  useEffect(() => {
    document.title = _(SITE_NAME)
  }, [_])
  return (
    <PublicSite pathname="/" navigate={enterApp}>
      <PublicHomePage navigate={enterApp} />
    </PublicSite>
  )
}

import { useCallback, useEffect, useState } from 'react'

const fullscreenSupported = () =>
  typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function'

/**
 * The whole page in full screen (spec 000 §2.3) through the Fullscreen API. `supported` is false
 * where the API is missing or refused (an iframe without permission, old browsers): the toggle is
 * then not offered. `active` follows the browser, so leaving with Escape is seen too.
 */
export function useFullscreen() {
  const [supported] = useState(fullscreenSupported)
  const [active, setActive] = useState(() => supported && document.fullscreenElement !== null)

  useEffect(() => {
    if (!supported) return
    const follow = () => setActive(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', follow)
    return () => document.removeEventListener('fullscreenchange', follow)
  }, [supported])

  const toggle = useCallback(() => {
    // A browser may refuse (no user gesture, a policy): the label then simply stays as it was.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
    else void document.documentElement.requestFullscreen().catch(() => {})
  }, [])

  return { supported, active, toggle }
}

import { useLingui } from '@lingui/react/macro'
import { Loader, UnstyledButton } from '@mantine/core'
import { useEffect, useRef } from 'react'

import { CAPTCHA_DEFAULT_CODE, CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha-spec'

export interface CaptchaCanvasProps {
  /** Code to draw locally (simulator, or a back end that sends the code); the spec's 1234 when left out, nothing when empty. */
  code?: string
  /** A data URL from the server; shown instead of drawing when given. */
  image?: string
  /** While a new captcha is on its way: shows a spinner and ignores further refresh clicks. */
  loading?: boolean
  onRefresh: () => void
}

/**
 * The captcha picture is itself the refresh button, as in the original portal. A native button
 * gives Enter/Space and focus for free.
 */
export function CaptchaCanvas({ code = CAPTCHA_DEFAULT_CODE, image, loading = false, onRefresh }: CaptchaCanvasProps) {
  const { t } = useLingui()
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || image || !code) return
    let current = true
    // A back end that sends a picture (BladeX does) never needs the drawing code, nor does a sign-in
    // page whose captcha failed to load: it comes on demand (decision 047).
    void import('./captcha-drawing').then(({ drawCaptcha }) => {
      let ctx: CanvasRenderingContext2D | null = null
      try {
        ctx = canvas.getContext('2d')
      } catch {
        // Some environments (jsdom without the canvas package) throw or return null: the button
        // still works, only the picture is blank.
      }
      if (ctx && current) drawCaptcha(ctx, code)
    })
    return () => {
      current = false
    }
  }, [code, image])

  return (
    <UnstyledButton
      type="button"
      aria-label={t`看不清，换一张`}
      title={t`看不清，换一张`}
      aria-busy={loading || undefined}
      onClick={() => {
        if (!loading) onRefresh()
      }}
      style={{
        position: 'relative',
        width: CAPTCHA_WIDTH,
        height: CAPTCHA_HEIGHT,
        flex: 'none',
        cursor: loading ? 'progress' : 'pointer',
        lineHeight: 0,
      }}
    >
      {image ? (
        <img
          // eslint-disable-next-line no-restricted-syntax -- a picture the API itself draws; an img runs no script whatever its address
          src={image} alt="" width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} />
      ) : (
        <canvas ref={canvasRef} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} aria-hidden />
      )}
      {loading && (
        <Loader size="xs" style={{ position: 'absolute', inset: 0, margin: 'auto' }} aria-hidden />
      )}
    </UnstyledButton>
  )
}

import { useLingui } from '@lingui/react/macro'
import { Loader, UnstyledButton } from '@mantine/core'
import { useEffect, useRef } from 'react'

import { CAPTCHA_DEFAULT_CODE, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './captcha-drawing'

export interface CaptchaCanvasProps {
  /** Code to draw locally (simulator, or a back end that sends the code). */
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
    if (!canvas || image) return
    let ctx: CanvasRenderingContext2D | null = null
    try {
      ctx = canvas.getContext('2d')
    } catch {
      // Some environments (jsdom without the canvas package) throw or return null: the button
      // still works, only the picture is blank.
    }
    if (ctx) drawCaptcha(ctx, code)
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
        <img src={image} alt="" width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} />
      ) : (
        <canvas ref={canvasRef} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} aria-hidden />
      )}
      {loading && (
        <Loader size="xs" style={{ position: 'absolute', inset: 0, margin: 'auto' }} aria-hidden />
      )}
    </UnstyledButton>
  )
}

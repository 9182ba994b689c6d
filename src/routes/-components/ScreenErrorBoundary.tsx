import { Trans } from '@lingui/react/macro'
import { Alert, Button, Code, Stack } from '@mantine/core'
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RENDER_ERROR_EVENT } from '@/app/error-collector'

/**
 * The signed-in frame's error boundary, around the page and not the frame: a screen that fails to
 * render says so in place, the header and menu stay usable, and the error goes to the local error
 * log (spec 000 §8). It lives here rather than on the root route so that the sign-in page carries
 * none of it; there is no error log before sign-in anyway. Leaving for another address resets it.
 */
export function ScreenErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <CatchBoundary
      getResetKey={() => resetKey}
      onCatch={(error) => dispatchEvent(new ErrorEvent(RENDER_ERROR_EVENT, { error }))}
      errorComponent={ScreenError}
    >
      {children}
    </CatchBoundary>
  )
}

function ScreenError({ error, reset }: ErrorComponentProps) {
  return (
    <Alert color="red" role="alert" title={<Trans>页面出错了</Trans>}>
      <Stack gap="sm" align="flex-start">
        <Trans>该页面未能显示，错误已记入错误日志。可以重试，或从菜单打开其他页面。</Trans>
        {error instanceof Error && error.message ? <Code block>{error.message}</Code> : null}
        <Button size="xs" variant="light" onClick={reset}>
          <Trans>重试</Trans>
        </Button>
      </Stack>
    </Alert>
  )
}

import { em, getBreakpointValue, useMantineTheme } from '@mantine/core'
import { useMediaQuery, useViewportSize } from '@mantine/hooks'

/** The shell's screen-size class (spec §2.3): 0 phone, 1 tablet, 2 small desktop, 3 desktop. */
export type ScreenClass = 0 | 1 | 2 | 3

export function screenClass(width: number): ScreenClass {
  if (width >= 1200) return 3
  if (width >= 992) return 2
  if (width >= 768) return 1
  return 0
}

/** Current class of the window, following resizes. */
export function useScreenClass(): ScreenClass {
  const { width } = useViewportSize()
  return screenClass(width)
}

/**
 * True below the theme's `sm` breakpoint (768 px: class 0), where the sidebar turns into a drawer
 * and the header keeps only its main buttons. The edge is the one AppShell's `collapsed.mobile`
 * styles use (`sm` − 0.1 px), so the frame's CSS and these components never disagree. Read at the
 * first render, so a phone never flashes the desktop layout.
 */
export function useNarrowScreen(): boolean {
  const theme = useMantineTheme()
  const edge = getBreakpointValue('sm', theme.breakpoints) - 0.1
  return useMediaQuery(`(max-width: ${em(edge)})`, undefined, { getInitialValueInEffect: false })
}

/**
 * True below the theme's `md` breakpoint (992 px: classes 0 and 1), where the header's full row of
 * actions, with the developer tools beside it, leaves the greeting no room: the header then keeps
 * its main buttons and puts the rest under 更多操作, as on a phone.
 */
export function useCompactHeader(): boolean {
  const theme = useMantineTheme()
  const edge = getBreakpointValue('md', theme.breakpoints) - 0.1
  return useMediaQuery(`(max-width: ${em(edge)})`, undefined, { getInitialValueInEffect: false })
}

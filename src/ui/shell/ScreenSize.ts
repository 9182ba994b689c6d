import { useViewportSize } from '@mantine/hooks'

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

import { createTheme } from '@mantine/core'

// One theme for the whole portal. The spec's default theme colour is blue; Chinese UI fonts come
// first so that CJK glyphs do not fall back to a mismatched serif face on Windows.
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 of every colour behind white text and for links: shade 6, Mantine's default, reads at
  // about 3.5:1 on white, under WCAG 2.1 AA's 4.5:1.
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  // A dialog's title bar is not the page's banner: as a <header> outside any section it would be a
  // second banner landmark beside the frame's (axe landmark-no-duplicate-banner).
  components: {
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Capitals make English states ("No bid file submitted") half as wide again and cut them off
    // in a table's column; Chinese has no case.
    Badge: { defaultProps: { tt: 'none' } },
  },
})

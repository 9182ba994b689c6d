import { createTheme } from '@mantine/core'

// One theme for the whole portal. The spec's default theme colour is blue; Chinese UI fonts come
// first so that CJK glyphs do not fall back to a mismatched serif face on Windows.
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
})

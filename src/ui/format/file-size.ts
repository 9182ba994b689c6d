const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** A file size as people read it: 1.5 MB, 820 KB; units are the same in every language. */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : Math.round(value * 100) / 100} ${UNITS[unit]}`
}

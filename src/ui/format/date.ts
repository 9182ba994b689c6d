import dayjs from 'dayjs'

/** How the portal writes a moment everywhere, as Chinese portals do: 2024-05-20 09:30:00. */
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/**
 * A moment in the portal's format, in the browser's time zone. Server strings in any format dayjs
 * reads (the back end's `2024-05-20 09:30:00`, ISO 8601) are rewritten the same way; one it cannot
 * read is shown as it came rather than as "Invalid Date".
 */
export function formatDateTime(value: Date | number | string): string {
  const moment = dayjs(value)
  return moment.isValid() ? moment.format(DATE_TIME_FORMAT) : String(value)
}

/**
 * Old Internet Explorer (MSIE, Trident) and the old Edge on EdgeHTML (`Edge/`; today's Chromium
 * Edge says `Edg/`): the browsers spec 000 §2.3's tip is for.
 */
export function isOldBrowser(userAgent: string): boolean {
  return /MSIE \d|Trident\/\d|Edge\/\d/.test(userAgent)
}

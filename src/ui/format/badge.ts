/** The most a count badge spells out; more reads 99+. */
const BADGE_MAX = 99

/** An unread count as the header's badge shows it: nothing for none, 99+ above 99. */
export function badgeText(total: number): string {
  if (total <= 0) return ''
  return total > BADGE_MAX ? `${BADGE_MAX}+` : String(total)
}

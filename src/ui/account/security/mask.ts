/** A mobile as account pages show it: the first three and last four digits (138****5678). */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile
}

/** An e-mail with most of its mailbox hidden (wa***@163.com); the domain stays, so the owner knows which. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  if (at < 1) return email
  const mailbox = email.slice(0, at)
  return `${mailbox.slice(0, Math.min(2, mailbox.length - 1) || 1)}***${email.slice(at)}`
}

/** The lock password is kept only as a salted SHA-256 digest: `salt:digest`, both hex. */
const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

async function digest(salt: string, password: string) {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`)))
}

export async function hashSecret(password: string): Promise<string> {
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)))
  return `${salt}:${await digest(salt, password)}`
}

export async function verifySecret(password: string, stored: string): Promise<boolean> {
  const [salt, expected] = stored.split(':')
  if (!salt || !expected) return false
  return (await digest(salt, password)) === expected
}

/**
 * Helpers for the tender tests: a simulator on a fixed clock, the seeded project of a scenario,
 * and sign-in that finds the supplier id. (Not a test file; nothing in the app imports it.)
 */
import { SEED_EPOCH } from '../../fixtures/random'
import { scenarioSuffix } from '../../fixtures/tender-scenarios'
import { createSimulatorServer } from '../node'
import type { Simulator } from '../types'
import { call, ORIGIN, signedIn } from '../test-support'

/** The base clock of the tender tests: the seed epoch, so dates read the same in every run. */
export const TEST_NOW = SEED_EPOCH

export const createTenderServer = () => createSimulatorServer({ now: () => TEST_NOW })

/** The project a scenario seeded for a tenant (codes end with the scenario's position). */
export function scenarioProject(simulator: Simulator, key: string, tenantId = '000000') {
  const suffix = scenarioSuffix(key)
  const project = simulator.db.project.findMany({ where: { tenantId: { equals: tenantId } } }).find((p) => p.projectCode.endsWith(suffix) && !p.projectCode.startsWith('BULK'))
  if (!project) throw new Error(`scenario ${key} not seeded for ${tenantId}`)
  const packages = simulator.db.package.findMany({ where: { projectId: { equals: project.id } } }).sort((a, b) => a.sort - b.sort)
  return { project, packages }
}

export async function session(username = 'supplier', tenantId = '000000') {
  const { access_token: token } = await signedIn(username, tenantId)
  const { body } = await call('/user/getUserInfo', { token, headers: { 'Tenant-Id': tenantId } })
  return { token, supplierId: body.data.supplierId as string }
}

const BP = '/api/bid-project'
export const bp = (path: string) => `${BP}/${path}`

/**
 * A multipart upload as the portal's widget sends it (to uploadBidFile unless `path` says otherwise). The body is written by hand:
 * under jsdom, FormData's files lose their names on the way through fetch.
 */
export async function upload(token: string, fields: Record<string, string>, files: Array<{ name: string; size: number; type?: string }>, headers: Record<string, string> = {}, path = 'entry/uploadBidFile') {
  const boundary = '----portal-test-boundary'
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  for (const [key, value] of Object.entries(fields)) parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`))
  for (const file of files) {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`))
    parts.push(new Uint8Array(file.size), encoder.encode('\r\n'))
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`))
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  parts.reduce((offset, part) => (body.set(part, offset), offset + part.length), 0)
  const response = await fetch(new URL(`${bp(path)}?_t=${Date.now()}`, ORIGIN), {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
  })
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: Record<string, unknown> | null } }
}

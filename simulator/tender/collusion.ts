import { ConsoleError, type StagedCollusion } from '../console-types'
import { ApiError } from '../errors'
import { DIRECT_CLIENT_IP } from '../http'
import { storeUpload } from './tender-records'
import { assertUploadOpen } from './tender-rules'
import type { Simulator } from '../types'

/**
 * The collusion case staged from the console (串标预警): another bidder of the project uploads its
 * bid file from the address the supplier's requests come from, so the supplier's next upload there
 * meets the collusion warning. The check compares the addresses the back end sees (decision 017);
 * a page's own simulator, or a shared one reached without a gateway, sees every request from
 * DIRECT_CLIENT_IP, which is the address staged unless another is given.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/
const IPV6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/i

/** The made-up bid file the bidder uploads: a plausible size, named as the bid-making tool names them. */
const STAGED_FILE = { name: '投标文件.hctb', size: 3 * 1024 * 1024, type: 'application/octet-stream' }

export function stageCollusion(sim: Simulator, input: { projectId: string; address?: string | undefined }): StagedCollusion {
  const project = sim.db.project.findFirst({ where: { id: { equals: input.projectId ?? '' } } })
  if (!project) throw new ConsoleError('项目不存在')
  const address = (input.address ?? '').trim() || DIRECT_CLIENT_IP
  if (!IPV4.test(address) && !IPV6.test(address)) throw new ConsoleError('请填写有效的IP地址')
  try {
    assertUploadOpen(project, sim.clock.now())
  } catch (error) {
    if (error instanceof ApiError) throw new ConsoleError(`该项目当前不收投标文件，无法模拟串标：${error.msg}`)
    throw error
  }
  // The bidder the console plays: signed up to the project, and not an account anyone signs in as.
  const accounts = new Set(sim.db.user.getAll().map((user) => user.supplierId))
  const entry = sim.db.entry.findMany({ where: { projectId: { equals: project.id }, status: { equals: 1 } } }).find((candidate) => !accounts.has(candidate.supplierId))
  if (!entry) throw new ConsoleError('该项目没有其他已报名的投标人，无法模拟串标')
  const bidder = sim.db.supplier.findFirst({ where: { id: { equals: entry.supplierId } } })
  storeUpload(sim, { project, packageId: entry.packageId, supplierId: entry.supplierId, type: 1, file: STAGED_FILE, ip: address })
  sim.persist()
  return { bidder: bidder?.name ?? entry.supplierName, address }
}

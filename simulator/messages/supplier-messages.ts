import { formatDateTime } from '../../fixtures/random'
import { MESSAGE_TYPES, type MessageType } from '../../fixtures/types'
import { consoleId } from '../console-ids'
import type { Simulator } from '../types'

/** A message to a supplier, as the seeded ones are (unread, now). */
export function addMessage(sim: Simulator, supplierId: string, tenantId: string, type: MessageType, title: string, content: string, projectId: string | null = null): void {
  const now = sim.clock.now()
  sim.db.message.create({
    id: consoleId(now, (id) => sim.db.message.findFirst({ where: { id: { equals: id } } }) !== null),
    tenantId,
    supplierId,
    title,
    content,
    type,
    typeStr: MESSAGE_TYPES[type],
    createTime: formatDateTime(now),
    readStatus: 0,
    projectId,
    fileNames: [],
    fileSizes: [],
  })
}

import { nullable, primaryKey } from '@mswjs/data'
import type { MessageRecord } from '../../fixtures/types'

const text = () => ''
const zero = () => 0

/*
 * The supplier's messages (spec 000 §7 sup/msg): the header's badge, /alerts/index and
 * /alerts/template read them. A message may name the project it is about and carry attachments
 * (decision 042); attachments are kept as parallel name and size lists, as articles keep theirs.
 */
export const messageModels = {
  message: {
    id: primaryKey(String),
    tenantId: text,
    supplierId: text,
    title: text,
    content: text,
    type: text,
    typeStr: text,
    createTime: text,
    readStatus: zero,
    projectId: nullable<string>(() => null),
    fileNames: (): string[] => [],
    fileSizes: (): number[] => [],
    fileUrls: (): string[] => [],
  },
}

export interface MessageDump {
  message: MessageRecord[]
}

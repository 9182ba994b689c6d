import { primaryKey } from '@mswjs/data'

/**
 * What blade-log keeps of the error logs portals upload (decision 041): one row per entry, with who
 * sent it and when. Back-end data, so it is persisted and travels in state files.
 */
export interface ErrorLogRecord {
  id: string
  tenantId: string
  userId: string
  account: string
  type: string
  message: string
  stack: string
  info: string
  /** The page (or request) the entry is about. */
  url: string
  /** When it happened, as the portal wrote it. */
  time: string
  /** When it arrived, by the simulator's clock. */
  uploadTime: string
  ip: string
}

const text = () => ''

export const logModels = {
  errorLog: {
    id: primaryKey(String),
    tenantId: text,
    userId: text,
    account: text,
    type: text,
    message: text,
    stack: text,
    info: text,
    url: text,
    time: text,
    uploadTime: text,
    ip: text,
  },
}

export interface LogDump {
  errorLog: ErrorLogRecord[]
}

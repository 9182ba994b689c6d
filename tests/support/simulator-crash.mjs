/**
 * `npm run simulator` that kills itself (SIGKILL) the moment its Nth answer to a message read has
 * left (CRASH_AFTER_READS=N): before the event loop turns again, so before any write the server put
 * off to later. What that answer acknowledged must already be on disk.
 */
import { ServerResponse } from 'node:http'

const after = Number(process.env.CRASH_AFTER_READS)
let answered = 0
const end = ServerResponse.prototype.end
ServerResponse.prototype.end = function (...args) {
  const result = end.apply(this, args)
  if (this.req?.url?.includes('/sup/msg/queryById') && this.statusCode === 200 && ++answered === after) {
    // 'finish' comes once the answer is with the operating system, in this same turn of the loop.
    this.once('finish', () => process.kill(process.pid, 'SIGKILL'))
  }
  return result
}

await import('../../scripts/simulator-server.mjs')

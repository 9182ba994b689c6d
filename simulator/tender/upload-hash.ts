import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import type { Simulator } from '../types'

/**
 * The SHA-256 the simulator keeps for an uploaded file and answers with it (decision 070). Read as
 * a stream, so a large upload is never held whole a second time; its own code, not the portal's,
 * so the portal's fingerprint is checked against an answer it did not compute. While the console
 * has asked for wrong hashes (`settings.wrongUploadHashes`), the next uploads get one with a digit
 * changed, as a server that stored other bytes than were sent would answer.
 */
export async function uploadedSha256(sim: Simulator, file: Blob): Promise<string> {
  const hasher = sha256.create()
  const reader = file.stream().getReader()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) hasher.update(chunk.value)
  const hex = bytesToHex(hasher.digest())
  if (sim.settings.wrongUploadHashes <= 0) return hex
  sim.settings.wrongUploadHashes -= 1
  return `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`
}

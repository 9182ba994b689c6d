import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { placeOf } from '@/machines/opening/hall'
import { hallNodesSchema } from '@/services/schemas/bid-project'
import { epochOf } from '@/services/schemas/values'
import { hallViewOf, toHallReading } from './opening'

const at = (text: string) => epochOf(text)

const node = (nodeCode: number, nodeName: string, startTime: string, status: number) => ({ nodeCode, nodeName, startTime, endTime: null, status })

/** An eleBidNodes answer as a BladeX back end sends it: dates as text, flags as 0/1 (decision 023). */
function answer(overrides: Record<string, unknown> = {}) {
  return v.parse(hallNodesSchema, {
    projectId: '1790000000000000021',
    projectCode: 'ZB-2024-021',
    projectName: '市政道路改造工程',
    hallStatus: 0,
    reason: null,
    openTime: '2024-05-20 09:00:00',
    originalOpenTime: null,
    checkInStartTime: '2024-05-20 08:30:00',
    decryptStartTime: '2024-05-20 09:15:00',
    decryptEndTime: '2024-05-20 10:15:00',
    decryptMinutes: 60,
    currentNode: 3,
    currentNodeName: '解密',
    serverTime: '2024-05-20 09:25:00',
    bidderCount: 3,
    nodes: [
      node(0, '等待开标', '2024-05-19 00:00:00', 2),
      node(1, '签到', '2024-05-20 08:30:00', 2),
      node(2, '开标（确认投标文件）', '2024-05-20 09:00:00', 2),
      node(3, '解密', '2024-05-20 09:15:00', 1),
      node(4, '唱标', '2024-05-20 10:15:00', 0),
      node(5, '签署开标记录', '2024-05-20 10:30:00', 0),
      node(6, '开标结束', '2024-05-20 11:00:00', 0),
    ],
    progress: {
      projectId: '1790000000000000021',
      supplierId: '1800000000000000001',
      checkInStatus: 1,
      checkInTime: '2024-05-20 08:40:00',
      fileSureStatus: '1',
      fileSureTime: '2024-05-20 09:05:00',
      decryptStatus: 0,
      recordSignStatus: 0,
      bids: [{ packageId: 'p1', packageName: '第一标段', fileName: 'bid.zbj', decryptStatus: 0 }],
    },
    ...overrides,
  })
}

describe('toHallReading', () => {
  it('reads the node, the plan, the deadline and my progress on the server clock', () => {
    const reading = toHallReading(answer())
    expect(reading.serverTime).toBe(at('2024-05-20 09:25:00'))
    expect(reading.current).toBe('decryption')
    expect(reading.decryptDeadline).toBe(at('2024-05-20 10:15:00'))
    expect(reading.nodes.map((n) => n.key)).toEqual(['notStarted', 'checkIn', 'opening', 'decryption', 'announcement', 'recordSigning', 'finished'])
    expect(reading.nodes.find((n) => n.key === 'announcement')?.startsAt).toBe(at('2024-05-20 10:15:00'))
    expect(reading.progress).toEqual({ checkedIn: true, fileConfirmed: true, decryption: 'pending', recordSigned: false })
    expect(placeOf(reading)).toBe('decryption')
  })

  it('keeps what the screen shows: the project, the rows with their names, and whether I have a bid', () => {
    const view = hallViewOf(toHallReading(answer()))
    expect(view?.projectName).toBe('市政道路改造工程')
    expect(view?.rows.find((row) => row.status === 1)?.nodeName).toBe('解密')
    expect(view?.hasBid).toBe(true)
  })

  it('maps each node code to the flow’s node, a postponed hall to waiting and a failed one to finished', () => {
    const keys = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((currentNode) => toHallReading(answer({ currentNode })).current)
    expect(keys).toEqual(['notStarted', 'checkIn', 'opening', 'decryption', 'announcement', 'recordSigning', 'finished', 'notStarted', 'finished'])
  })

  it('waits on a postponed hall without trusting its old plan', () => {
    const reading = toHallReading(answer({ hallStatus: 1, currentNode: 7, currentNodeName: '延期开标', reason: '招标文件澄清' }))
    expect(reading.nodes.every((n) => n.startsAt === null)).toBe(true)
    expect(hallViewOf(reading)?.reason).toBe('招标文件澄清')
    expect(placeOf(reading)).toBe('waitingForNode')
  })

  it('reads decrypted and failed decryptions, and no progress as a supplier without a bid', () => {
    const decrypted = toHallReading(answer({ currentNode: 4, progress: { ...answer().progress!, decryptStatus: 1 } }))
    expect(decrypted.progress.decryption).toBe('decrypted')
    expect(placeOf(decrypted)).toBe('decrypted')
    const failed = toHallReading(answer({ currentNode: 4, progress: { ...answer().progress!, decryptStatus: 2 } }))
    expect(failed.progress.decryption).toBe('failed')
    expect(placeOf(failed)).toBe('expired')
    const none = toHallReading(answer({ currentNode: 1, progress: null }))
    expect(none.progress).toEqual({ checkedIn: false, fileConfirmed: false, decryption: 'pending', recordSigned: false })
    expect(hallViewOf(none)?.hasBid).toBe(false)
  })

  it('carries the opening record the hall hands out, and reads a back end without it as none (decision 027)', () => {
    const recordFile = { fileId: 'record-1', fileName: '开标记录.pdf', link: '/api/bid-project/elebid/conf/recordFile?fileId=record-1' }
    expect(hallViewOf(toHallReading(answer({ currentNode: 5, recordFile })))?.recordFile).toEqual(recordFile)
    expect(hallViewOf(toHallReading(answer()))?.recordFile).toBeNull()
  })

  it('plans no start for the practice hall’s nodes not yet reached: each opens at the step before (decision 028)', () => {
    const practice = hallViewOf(toHallReading(answer(), true))!
    expect(practice.rehearsal).toBe(true)
    expect(practice.nodes.filter((n) => n.startsAt !== null).map((n) => n.key)).toEqual(['notStarted', 'checkIn', 'opening', 'decryption'])
    expect(hallViewOf(toHallReading(answer()))!.rehearsal).toBe(false)
  })

  it('gives nothing for a reading without the screen’s extras', () => {
    const { shown: _shown, ...bare } = toHallReading(answer())
    expect(hallViewOf(bare)).toBeNull()
    expect(hallViewOf(null)).toBeNull()
  })
})

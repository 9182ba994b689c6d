import { describe, expect, it } from 'vitest'
import { EXPIRED_CERTIFICATE, EXPIRING_CERTIFICATE, FOREIGN_CERTIFICATE, VALID_CERTIFICATE } from '../../fixtures/certificates'
import { formatDateTime } from '../../fixtures/random'
import type { BidFileRecord, HallProgressRecord, HallRecord, ProjectRecord } from '../../fixtures/tender-types'
import { DECRYPT_STATUS, HALL_NODE, HALL_NODE_STATUS, HALL_STATUS } from '@/services/schemas/bid-project'
import {
  assertCheckInOpen, assertDecryptsWith, assertMayBeginDecrypt, assertMayDecrypt, assertNetBid, assertOpening, assertSigning, currentNode,
  decryption, HALL_DEFAULTS, hallSchedule, hallStatus, nodeStatus, PLATFORM_DECRYPT_FAILURE, recordDrawnUpAt, SUPPLIER_DECRYPT_FAILURE,
} from './hall'
import { assertSignsRecord } from '../ca'

const MINUTE = 60_000
const OPEN = Date.parse('2025-06-02T10:00:00+08:00')
const minutes = (n: number) => OPEN + n * MINUTE

const project = (overrides: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id: 'p1', tenantId: '000000', projectCode: 'DZZB-2025-900', projectName: '测试项目', projectType: '5', tenderMode: '1', qualifyFlag: 0,
  purchaserName: '采购人', agencyName: '代理', budget: 1, contactName: '', contactPhone: '', openAddress: '线上开标大厅',
  publishTime: formatDateTime(minutes(-20_000)), entryStartTime: formatDateTime(minutes(-20_000)), entryEndTime: formatDateTime(minutes(-10_000)),
  bidStartTime: formatDateTime(minutes(-9_000)), bidEndTime: formatDateTime(minutes(-60)), openTime: formatDateTime(OPEN),
  evaluationStartTime: formatDateTime(minutes(24 * 60)), outcome: '', winnerSupplierId: '', createTime: formatDateTime(minutes(-21_000)), ...overrides,
})
const hall = (overrides: Partial<HallRecord> = {}): HallRecord => ({
  id: 'p1', tenantId: '000000', projectId: 'p1', checkInMinutes: 0, decryptMinutes: 0, originalOpenTime: '', failedTime: '', reason: '', platformFailure: 0, ...overrides,
})
const progress = (overrides: Partial<HallProgressRecord> = {}): HallProgressRecord => ({
  id: 'h1', tenantId: '000000', projectId: 'p1', supplierId: 's1', checkInTime: '', fileSureTime: '', decryptBeginTime: '', decryptTime: '', decryptSerial: '',
  recordSignTime: '', recordSignData: '', ...overrides,
})
const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    return (error as { msg?: string }).msg
  }
  return undefined
}

describe('hall schedule', () => {
  it('runs waiting → check-in → opening → decryption → reading → signing → closed on the default lengths', () => {
    const schedule = hallSchedule(project(), null)
    expect(schedule.checkInStart).toBe(minutes(-HALL_DEFAULTS.checkInMinutes))
    expect([schedule.decryptStart, schedule.decryptEnd]).toEqual([minutes(15), minutes(45)])
    const at = (n: number) => currentNode(project(), null, minutes(n))
    expect([at(-31), at(-30), at(-1), at(0), at(14), at(15), at(44), at(45), at(60), at(89), at(90), at(5000)]).toEqual([
      HALL_NODE.waiting, HALL_NODE.checkIn, HALL_NODE.checkIn, HALL_NODE.opening, HALL_NODE.opening, HALL_NODE.decrypting, HALL_NODE.decrypting,
      HALL_NODE.reading, HALL_NODE.signing, HALL_NODE.signing, HALL_NODE.closed, HALL_NODE.closed,
    ])
  })

  it('takes the check-in lead and the decryption window per project', () => {
    const settings = hall({ checkInMinutes: 60, decryptMinutes: 90 })
    const schedule = hallSchedule(project(), settings)
    expect(schedule.checkInStart).toBe(minutes(-60))
    expect(schedule.decryptEnd - schedule.decryptStart).toBe(90 * MINUTE)
    expect(currentNode(project(), settings, minutes(100))).toBe(HALL_NODE.decrypting)
    expect(currentNode(project(), settings, minutes(105))).toBe(HALL_NODE.reading)
  })

  it('a postponed hall shows 延期开标 until check-in opens on the new time, then runs on it', () => {
    const moved = project({ openTime: formatDateTime(minutes(3 * 24 * 60)) })
    const settings = hall({ originalOpenTime: formatDateTime(OPEN), reason: '顺延' })
    expect(hallStatus(settings)).toBe(HALL_STATUS.postponed)
    expect(currentNode(moved, settings, minutes(0))).toBe(HALL_NODE.postponed)
    expect(currentNode(moved, settings, minutes(3 * 24 * 60 - 10))).toBe(HALL_NODE.checkIn)
    expect(refusal(() => assertCheckInOpen(moved, settings, minutes(0)))).toBe(`本项目已延期开标，新的开标时间：${moved.openTime}`)
  })

  it('a failed hall stops at the failure; nodes before it are done, the rest never start', () => {
    const settings = hall({ failedTime: formatDateTime(minutes(10)), reason: '投标人不足三家' })
    expect(hallStatus(settings)).toBe(HALL_STATUS.failed)
    expect(currentNode(project(), settings, minutes(5))).toBe(HALL_NODE.opening)
    expect(currentNode(project(), settings, minutes(10))).toBe(HALL_NODE.failed)
    const spans = hallSchedule(project(), settings).spans
    expect(spans.map((span) => nodeStatus(span, HALL_NODE.failed, minutes(10), minutes(60)))).toEqual([2, 2, 2, 0, 0, 0, 0])
    expect(refusal(() => assertSigning(project(), settings, progress({ checkInTime: 'x' }), minutes(70)))).toBe('本项目开标失败（投标人不足三家），不能继续操作')
  })

  it('marks nodes done, current and pending against the clock', () => {
    const spans = hallSchedule(project(), null).spans
    const now = minutes(20)
    expect(spans.map((span) => nodeStatus(span, currentNode(project(), null, now), null, now))).toEqual([
      HALL_NODE_STATUS.done, HALL_NODE_STATUS.done, HALL_NODE_STATUS.done, HALL_NODE_STATUS.current, HALL_NODE_STATUS.pending, HALL_NODE_STATUS.pending, HALL_NODE_STATUS.pending,
    ])
  })
})

describe('hall rules', () => {
  it('only kinds opened online have a hall', () => {
    expect(refusal(() => assertNetBid(project({ projectType: '6' })))).toBe('该项目不是网上开标项目，请按公告到现场开标')
    expect(refusal(() => assertNetBid(project({ projectType: '2' })))).toBeUndefined()
  })

  it('check-in only while check-in is open', () => {
    expect(refusal(() => assertCheckInOpen(project(), null, minutes(-31)))).toBe(`签到尚未开始，签到开始时间：${formatDateTime(minutes(-30))}`)
    expect(refusal(() => assertCheckInOpen(project(), null, minutes(-30)))).toBeUndefined()
    expect(refusal(() => assertCheckInOpen(project(), null, minutes(0)))).toBe(`签到已结束（开标时间：${formatDateTime(OPEN)}），不能签到`)
  })

  it('file confirmation during the opening or the decryption window, and only after check-in', () => {
    const checkedIn = progress({ checkInTime: 'x' })
    expect(refusal(() => assertOpening(project(), null, progress(), minutes(1)))).toBe('您未在开标前签到，不能确认投标文件')
    expect(refusal(() => assertOpening(project(), null, checkedIn, minutes(-5)))).toBe(`尚未开标，开标时间：${formatDateTime(OPEN)}`)
    expect(refusal(() => assertOpening(project(), null, checkedIn, minutes(1)))).toBeUndefined()
    expect(refusal(() => assertOpening(project(), null, checkedIn, minutes(20)))).toBeUndefined()
    expect(refusal(() => assertOpening(project(), null, checkedIn, minutes(45)))).toBe('投标文件确认已结束，不能再确认')
  })

  it('decryption only inside the window, after confirmation and after beginning', () => {
    const confirmed = progress({ checkInTime: 'x', fileSureTime: 'x' })
    expect(refusal(() => assertMayBeginDecrypt(project(), null, confirmed, minutes(14)))).toBe(`解密尚未开始，解密开始时间：${formatDateTime(minutes(15))}`)
    expect(refusal(() => assertMayBeginDecrypt(project(), null, progress({ checkInTime: 'x' }), minutes(20)))).toBe('请先确认投标文件，再开始解密')
    expect(refusal(() => assertMayBeginDecrypt(project(), null, confirmed, minutes(20)))).toBeUndefined()
    expect(refusal(() => assertMayDecrypt(project(), null, confirmed, minutes(20)))).toBe('请先点击“开始解密”，再使用CA证书解密')
    expect(refusal(() => assertMayDecrypt(project(), null, { ...confirmed, decryptBeginTime: 'x' }, minutes(20)))).toBeUndefined()
    expect(refusal(() => assertMayDecrypt(project(), null, { ...confirmed, decryptBeginTime: 'x' }, minutes(45)))).toBe(`解密已截止，截止时间：${formatDateTime(minutes(45))}`)
  })

  it('signing only while the record is out, by a bidder who checked in and decrypted', () => {
    expect(refusal(() => assertSigning(project(), null, progress(), minutes(70)))).toBe('您未参加本次开标，不能签署开标记录')
    expect(refusal(() => assertSigning(project(), null, progress({ checkInTime: 'x' }), minutes(50)))).toBe('开标记录尚未生成，唱标结束后方可签署')
    expect(refusal(() => assertSigning(project(), null, progress({ checkInTime: 'x' }), minutes(70)))).toBe('您的投标文件未解密，视为撤销投标，不能签署开标记录')
    expect(refusal(() => assertSigning(project(), null, progress({ checkInTime: 'x', decryptTime: 'x' }), minutes(70)))).toBeUndefined()
    expect(refusal(() => assertSigning(project(), null, progress({ checkInTime: 'x', decryptTime: 'x' }), minutes(90)))).toBe('开标记录签署已结束')
  })

  it('a window closed without decryption is the bidder’s failure, unless the platform’s was recorded', () => {
    expect(decryption(project(), null, progress(), minutes(44)).status).toBe(DECRYPT_STATUS.pending)
    expect(decryption(project(), null, progress(), minutes(45))).toEqual({ status: DECRYPT_STATUS.failed, failedBy: 'supplier', reason: SUPPLIER_DECRYPT_FAILURE })
    expect(decryption(project(), hall({ platformFailure: 1 }), progress(), minutes(45))).toEqual({ status: DECRYPT_STATUS.failed, failedBy: 'platform', reason: PLATFORM_DECRYPT_FAILURE })
    expect(decryption(project(), null, progress({ decryptTime: 'x' }), minutes(45)).status).toBe(DECRYPT_STATUS.decrypted)
  })
})

describe('certificates', () => {
  const bid = (certSerial: string): BidFileRecord => ({
    id: 'b', tenantId: '000000', projectId: 'p1', packageId: 'k', supplierId: 's1', type: 1, fileName: '投标文件.hctb', fileSize: 1, contentType: '', uploaderIp: '', uploadTime: '', link: '', certSerial,
  })
  const company = VALID_CERTIFICATE.companyName
  const present = (certificate: { serial: string; subjectDn: string }) => ({ serial: certificate.serial, subjectDn: certificate.subjectDn })

  it('a bid decrypts only with the certificate it was encrypted for', () => {
    expect(refusal(() => assertDecryptsWith(present(VALID_CERTIFICATE), [bid(VALID_CERTIFICATE.serial)], company))).toBeUndefined()
    expect(refusal(() => assertDecryptsWith(present(EXPIRING_CERTIFICATE), [bid(VALID_CERTIFICATE.serial)], company))).toMatch(/^解密失败：投标文件“投标文件.hctb”不是用此证书加密的/)
    expect(refusal(() => assertDecryptsWith(present(FOREIGN_CERTIFICATE), [bid(VALID_CERTIFICATE.serial)], company))).toMatch(/^解密失败/)
    expect(refusal(() => assertDecryptsWith(present(EXPIRED_CERTIFICATE), [bid(EXPIRED_CERTIFICATE.serial)], company))).toBe('证书已过期，请使用有效证书解密')
  })

  it('a bid recorded without a serial decrypts with any certificate of the bidder’s company', () => {
    expect(refusal(() => assertDecryptsWith(present(EXPIRING_CERTIFICATE), [bid('')], company))).toBeUndefined()
    expect(refusal(() => assertDecryptsWith({ serial: 'ZZ', subjectDn: `CN=${company}, O=${company}, C=CN` }, [bid('')], company))).toBeUndefined()
    expect(refusal(() => assertDecryptsWith(present(FOREIGN_CERTIFICATE), [bid('')], company))).toMatch(/^解密失败/)
  })
})

describe('the opening record (decision 027)', () => {
  it('is drawn up when the signing node starts, and stays; a failed hall has none', () => {
    expect(recordDrawnUpAt(project(), null, minutes(59))).toBeNull()
    expect(recordDrawnUpAt(project(), null, minutes(60))).toBe(minutes(60))
    expect(recordDrawnUpAt(project(), null, minutes(5000))).toBe(minutes(60))
    expect(recordDrawnUpAt(project(), hall({ failedTime: formatDateTime(minutes(10)) }), minutes(70))).toBeNull()
  })

  it('a signature must name the record and be made over its digest', () => {
    const record = { fileId: 'record-p1', digest: 'ab'.repeat(32) }
    expect(refusal(() => assertSignsRecord({ srcData: record.digest }, record))).toBe('请选择要签署的开标记录')
    expect(refusal(() => assertSignsRecord({ fileId: 'record-p2', srcData: record.digest }, record))).toBe('开标记录不存在或已更新，请重新打开后签署')
    expect(refusal(() => assertSignsRecord({ fileId: 'record-p1', srcData: 'record-p1' }, record))).toBe('签名内容与开标记录不一致，请重新签署')
    expect(refusal(() => assertSignsRecord({ fileId: 'record-p1', srcData: record.digest.toUpperCase() }, record))).toBeUndefined()
  })
})

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { groupedSha256 } from '@/domain/fingerprint'
import { bidFileListSchema, bidFileReceiptSchema, bidFileSchema, sealedBidFileSchema } from './bid-project'

const HEX = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'
const row = { id: '1', projectId: '2', packageId: '3', type: 1, fileName: '投标文件.pdf', fileSize: 4, uploadTime: '2026-12-02 09:00:00', link: '/f/1' }
const read = (extra: Record<string, unknown>) => v.parse(bidFileSchema, { ...row, ...extra })

describe('a bid file’s SHA-256 as a back end sends it (decision 070)', () => {
  it.each(['sha256', 'fileSha256', 'fileHash', 'hash'])('reads %s into sha256, and leaves no alias behind', (name) => {
    const file = read({ [name]: HEX })
    expect(file.sha256).toBe(HEX)
    expect(Object.keys(file).filter((key) => /hash|sha/i.test(key))).toEqual(['sha256'])
  })

  it('reads upper-case hex and surrounding blanks as the same lower-case digits', () => {
    expect(read({ fileHash: ` ${HEX.toUpperCase()} ` }).sha256).toBe(HEX)
  })

  it.each([
    ['left out', {}],
    ['null', { sha256: null }],
    ['empty (null-to-empty)', { sha256: '' }],
    ['not hex', { sha256: 'z'.repeat(64) }],
    ['too short', { sha256: HEX.slice(1) }],
    ['a number', { hash: 12345 }],
    ['an object', { fileHash: {} }],
    ['an MD5', { fileHash: 'd41d8cd98f00b204e9800998ecf8427e' }],
  ])('reads %s as null, never failing the row', (_, extra) => {
    expect(read(extra).sha256).toBeNull()
  })

  it('takes the first usable name when several are sent', () => {
    expect(read({ sha256: 'not a hash', fileHash: HEX }).sha256).toBe(HEX)
  })

  it('reads it in the list, the receipt and the opening’s sealed files alike', () => {
    expect(v.parse(bidFileListSchema, [{ ...row, hash: HEX }])[0]!.sha256).toBe(HEX)
    expect(v.parse(bidFileReceiptSchema, { ...row, projectName: 'p', projectCode: 'c', packageName: 'k', uploaderIp: null, fileSha256: HEX }).sha256).toBe(HEX)
    expect(v.parse(sealedBidFileSchema, { ...row, certSerial: null }).sha256).toBeNull()
  })

  it('shows in groups of eight digits', () => {
    expect(groupedSha256(HEX)).toBe('9f86d081 884c7d65 9a2feaa0 c55ad015 a3bf4f1b 2b0b822c d15d6c15 b0f00a08')
  })
})

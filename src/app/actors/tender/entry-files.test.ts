// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import type { Http, UploadOptions } from '@/services/http'
import { contractUploadLogic, tenderFileUploadLogic } from './entry-files'
import type { SupplierDeps } from '../shared/supplier'
import { until } from '../../../../tests/support/settle'

/** A profile that has said who the supplier is. */
const profileOf = (supplierId: string) =>
  createActor(createMachine({ initial: 'ready', context: { profile: { user: { supplierId } } }, states: { ready: {} } })).start() as unknown as SupplierDeps['profile']

function fakeHttp() {
  const uploads: Array<{ path: string; options: UploadOptions }> = []
  const http = {
    upload: vi.fn(async (path: string, _schema: unknown, options: UploadOptions) => (uploads.push({ path, options }), { id: 'F1' })),
  } as unknown as Http
  return { http, uploads }
}

const file = () => new File(['%PDF 合同'], '合同.pdf')
const settings = { projectId: 'P1', packageId: '', accept: ['pdf'], maxSizeMb: null }

describe('the entry service’s other uploads (decision 021)', () => {
  it('sends the contract to entry/uploadContract for the supplier the sign-ups name', async () => {
    const { http, uploads } = fakeHttp()
    const actor = createActor(contractUploadLogic({ http, profile: profileOf('S-profile') }), { input: { ...settings, supplierId: 'S1', type: 5 } }).start()
    actor.send({ type: 'upload.choose', file: file() })
    await until(actor, (s) => s.matches('succeeded'))
    expect(uploads.map(({ path, options }) => [path, options.fields])).toEqual([['/api/bid-project/entry/uploadContract', { proId: 'P1', supId: 'S1' }]])
    actor.stop()
  })

  it('asks the profile who sends when the sign-ups leave the supplier out, as some back ends do', async () => {
    const { http, uploads } = fakeHttp()
    const actor = createActor(tenderFileUploadLogic({ http, profile: profileOf('S-profile') }), { input: { ...settings, packageId: 'K1', supplierId: '', type: 4 } }).start()
    actor.send({ type: 'upload.choose', file: file() })
    await until(actor, (s) => s.matches('succeeded'))
    expect(uploads.map(({ path, options }) => [path, options.fields])).toEqual([['/api/bid-project/entry/uploadTenderFile', { proId: 'P1', pacId: 'K1', supId: 'S-profile', type: 4 }]])
    actor.stop()
  })
})

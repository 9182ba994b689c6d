import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { assertEvent, assign, createActor, fromCallback, setup } from 'xstate'
import { walkMachine } from '../../../tests/graph/walk'
import { licenceUpload, uploadLicenceSlot, type LicenceUploadContext, type LicenceUploadEvent } from './licenceUpload.machine'

// The region is walked in a form of its own, as registration (one picture, chosen again to replace
// it, only while the form is open) and certification (several, the one past the limit refused) host it.
type Picture = { attachId: string; name: string }
type HostContext = LicenceUploadContext & { pictures: Picture[]; open: boolean; fieldErrors: Partial<Record<'pictures', MessageDescriptor>> }
type OneEvent = LicenceUploadEvent<Picture> | { type: 'licence.remove' } | { type: 'form.toggle' } | { type: 'form.leave' }
type SeveralEvent = LicenceUploadEvent<Picture> | { type: 'licence.remove'; attachId: string } | { type: 'form.leave' }

const MAX = 2
const tooMany: MessageDescriptor = { id: 'too-many', message: '营业执照图片最多2张' }
const emptyForm = (): HostContext => ({ pictures: [], open: true, upload: null, fieldErrors: {} })

const one = licenceUpload<HostContext, 'open'>({ field: 'pictures', max: 1, when: 'open' })
const onePictureForm = setup({
  types: { context: {} as HostContext, events: {} as OneEvent },
  actors: { uploadLicence: uploadLicenceSlot<Picture>() },
  guards: { open: ({ context }) => context.open },
  actions: {
    startUpload: assign(one.started),
    storeProgress: assign(one.progressed),
    stopUpload: assign(one.stopped),
    failUpload: assign(one.failed),
    storeLicence: assign(({ event }) => {
      assertEvent(event, 'licence.uploaded')
      return { pictures: [event.file] }
    }),
    removeLicence: assign({ pictures: [] }),
    toggle: assign(({ context }) => ({ open: !context.open })),
  },
}).createMachine({
  id: 'onePicture',
  context: emptyForm,
  initial: 'form',
  states: {
    form: { ...one.region, on: { 'form.toggle': { actions: 'toggle' }, 'form.leave': 'left' } },
    left: {},
  },
})

const several = licenceUpload<HostContext>({ field: 'pictures', max: MAX, held: (context) => context.pictures.length, tooMany })
const severalPicturesForm = setup({
  types: { context: {} as HostContext, events: {} as SeveralEvent },
  actors: { uploadLicence: uploadLicenceSlot<Picture>() },
  guards: { licenceFull: several.full },
  actions: {
    showLicenceFull: assign(several.showFull),
    startUpload: assign(several.started),
    storeProgress: assign(several.progressed),
    stopUpload: assign(several.stopped),
    failUpload: assign(several.failed),
    storeLicence: assign(({ context, event }) => {
      assertEvent(event, 'licence.uploaded')
      return { pictures: [...context.pictures, event.file] }
    }),
    removeLicence: assign(({ context, event }) => {
      assertEvent(event, 'licence.remove')
      return { pictures: context.pictures.filter((picture) => picture.attachId !== event.attachId) }
    }),
  },
}).createMachine({
  id: 'severalPictures',
  context: emptyForm,
  initial: 'form',
  states: {
    form: { ...several.region, on: { 'form.leave': 'left' } },
    left: {},
  },
})

const file = new File(['xy'], '营业执照.png', { type: 'image/png' })
const uploaded: Picture = { attachId: 'A1', name: '营业执照.png' }
const offline = new Error('offline')
const uploadEvents = [
  { type: 'licence.choose', file },
  { type: 'licence.progress', loaded: 1, total: 2 },
  { type: 'licence.uploaded', file: uploaded },
  { type: 'licence.failed', error: offline },
  { type: 'licence.cancel' },
  { type: 'form.leave' },
] as const

/** Where an upload event leads from the region, for the one-picture and the several-picture form alike. */
function uploadTarget(at: (state: string) => boolean, event: { type: string }, mayChoose: boolean) {
  switch (event.type) {
    case 'licence.choose':
      return at('form.idle') && mayChoose ? 'form.uploading' : 'unchanged'
    case 'licence.uploaded':
    case 'licence.failed':
    case 'licence.cancel':
      return at('form.uploading') ? 'form.idle' : 'unchanged'
    case 'form.leave':
      return at('form') ? 'left' : 'unchanged'
    default:
      return 'unchanged'
  }
}

type Seen = { context: HostContext; hasTag: (tag: string) => boolean }
const isUploading = (snapshot: Seen) => snapshot.hasTag('uploading')

/** What an upload event must write, whoever hosts the region. */
function checkUploadStep({ from, event, to }: { from: Seen; event: { type: string }; to: Seen }) {
  if (event.type === 'licence.choose' && isUploading(to) && !isUploading(from)) expect(to.context.upload).toEqual({ name: '营业执照.png', loaded: 0, total: 2 })
  if (event.type === 'licence.progress' && isUploading(from)) expect(to.context.upload).toEqual({ name: '营业执照.png', loaded: 1, total: 2 })
  if (event.type === 'licence.failed' && isUploading(from)) expect(to.context.fieldErrors.pictures?.message).toBe('操作失败，请稍后重试')
  if (event.type === 'licence.uploaded' && isUploading(from)) expect(to.context.pictures.at(-1)).toEqual(uploaded)
}

// Nothing of an upload stays once it is over; one in flight shows its file and is tagged for the screen.
const uploadInvariants = {
  'form.idle': (s: Seen) => expect([s.context.upload, isUploading(s)]).toEqual([null, false]),
  'form.uploading': (s: Seen) => expect([s.context.upload?.name, isUploading(s)]).toEqual(['营业执照.png', true]),
  left: (s: Seen) => expect(s.context.upload).toBeNull(),
}

describe('licence upload graph', () => {
  it('one picture: replaced by the next, chosen and removed only while the form allows it', () => {
    walkMachine({
      machine: onePictureForm,
      inputs: [undefined],
      events: [...uploadEvents, { type: 'licence.remove' }, { type: 'form.toggle' }],
      context: (c) => ({ held: c.pictures.length, upload: c.upload?.loaded ?? null, open: c.open, shown: c.fieldErrors.pictures !== undefined }),
      simplePaths: false,
      initial: () => 'form.idle',
      target: ({ from, event }) => uploadTarget((state) => from.matches(state as never), event, from.context.open),
      step: ({ from, event, to }) => {
        checkUploadStep({ from, event, to })
        // A second picture replaces the first.
        if (event.type === 'licence.uploaded' && isUploading(from)) expect(to.context.pictures).toEqual([uploaded])
        if (event.type === 'licence.remove') expect(to.context.pictures.length).toBe(from.matches({ form: 'idle' }) && from.context.open ? 0 : from.context.pictures.length)
      },
      invariant: uploadInvariants,
    })
  })

  it('several pictures: one past the limit is refused with its message', () => {
    walkMachine({
      machine: severalPicturesForm,
      inputs: [undefined],
      events: [...uploadEvents, { type: 'licence.remove', attachId: 'A1' }],
      context: (c) => ({ held: c.pictures.length, upload: c.upload?.loaded ?? null, shown: c.fieldErrors.pictures?.id ?? null }),
      simplePaths: false,
      initial: () => 'form.idle',
      target: ({ from, event }) => uploadTarget((state) => from.matches(state as never), event, from.context.pictures.length < MAX),
      step: ({ from, event, to }) => {
        checkUploadStep({ from, event, to })
        if (event.type === 'licence.choose' && from.matches({ form: 'idle' }) && from.context.pictures.length >= MAX) {
          expect(to.context.fieldErrors.pictures).toBe(tooMany)
          expect(to.context.upload).toBeNull()
        }
      },
      invariant: { ...uploadInvariants, 'form.idle': (s) => (uploadInvariants['form.idle'](s), expect(s.context.pictures.length).toBeLessThanOrEqual(MAX)) },
    })
  })
})

describe('licence upload behaviour', () => {
  it('stops the upload when it is cancelled or its form is left, and reports progress as it comes', () => {
    const stopped: string[] = []
    const started: File[] = []
    const actor = createActor(
      onePictureForm.provide({
        actors: {
          uploadLicence: fromCallback<LicenceUploadEvent<Picture>, { file: File }>(({ input, sendBack }) => {
            started.push(input.file)
            sendBack({ type: 'licence.progress', loaded: 1, total: 2 })
            return () => stopped.push(input.file.name)
          }),
        },
      }),
    ).start()
    actor.send({ type: 'licence.choose', file })
    expect(started).toEqual([file])
    expect(actor.getSnapshot().context.upload).toEqual({ name: '营业执照.png', loaded: 1, total: 2 })
    actor.send({ type: 'licence.cancel' })
    expect(stopped).toEqual(['营业执照.png'])
    expect(actor.getSnapshot().context.upload).toBeNull()
    actor.send({ type: 'licence.choose', file })
    actor.send({ type: 'form.leave' })
    expect(stopped).toEqual(['营业执照.png', '营业执照.png'])
    expect(actor.getSnapshot().matches('left')).toBe(true)
    expect(actor.getSnapshot().context.upload).toBeNull()
    actor.stop()
  })
})

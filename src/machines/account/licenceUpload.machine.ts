import type { MessageDescriptor } from '@lingui/core'
import { assertEvent, type EventObject } from 'xstate'
import { describeError } from '../shared/describe-error'
import { notProvidedSource } from '../shared/not-provided'

/** The picture on its way: its name and how far it has got. */
export type UploadProgress = { name: string; loaded: number; total: number }

/**
 * `licence.choose` a picture (its type and size are checked by the upload field before it is
 * sent); the upload answers `licence.progress`, then `licence.uploaded` with the form's own record
 * of the picture or `licence.failed`; `licence.cancel` stops it. Removing a picture is the form's
 * own event (by attachment among several, or the one held).
 */
export type LicenceUploadEvent<TPicture> =
  | { type: 'licence.choose'; file: File }
  | { type: 'licence.progress'; loaded: number; total: number }
  | { type: 'licence.uploaded'; file: TPicture }
  | { type: 'licence.failed'; error: unknown }
  | { type: 'licence.cancel' }

/** What the licence upload keeps in its form's context: the upload in flight, and the error at the field it names. */
export type LicenceUploadContext = {
  upload: UploadProgress | null
  fieldErrors: Partial<Record<string, MessageDescriptor>>
}

/** One picture: a picture chosen replaces the one held (the form's `storeLicence` keeps the last). */
export type OnePicture<TContext extends LicenceUploadContext, TWhen extends string> = {
  /** The form's field the picture is named by; a failed upload's message is shown there. */
  field: keyof TContext['fieldErrors'] & string
  max: 1
  /** The form's guard for the states at which the picture may be chosen or removed. */
  when: TWhen
}

/** Up to `max` pictures, counted by `held`: a choice with `max` held is refused with `tooMany`. */
export type SeveralPictures<TContext extends LicenceUploadContext> = {
  field: keyof TContext['fieldErrors'] & string
  max: number
  held: (context: TContext) => number
  tooMany: MessageDescriptor
}

// Only a transition that can happen: the graph walks cover every one the region has.
const onePictureIdle = <TWhen extends string>(when: TWhen) =>
  ({
    'licence.choose': { guard: when, target: 'uploading', actions: 'startUpload' },
    'licence.remove': { guard: when, actions: 'removeLicence' },
  }) as const

const severalPicturesIdle = {
  'licence.choose': [
    { guard: 'licenceFull', actions: 'showLicenceFull' },
    { target: 'uploading', actions: 'startUpload' },
  ],
  'licence.remove': { actions: 'removeLicence' },
} as const

type ChosenEvent = Extract<LicenceUploadEvent<unknown>, { type: 'licence.choose' }>

function chosenFile(event: EventObject): File {
  assertEvent(event as LicenceUploadEvent<unknown>, 'licence.choose')
  return (event as ChosenEvent).file
}

/** The region, with what its idle state takes (the choice and the removal, as the form allows them). */
const regionWith = <const TIdleOn>(idleOn: TIdleOn) =>
  ({
    initial: 'idle',
    states: {
      idle: { on: idleOn },
      uploading: {
        tags: 'uploading',
        invoke: { id: 'uploadLicence', src: 'uploadLicence', input: ({ event }: { event: EventObject }) => ({ file: (event as ChosenEvent).file }) },
        on: {
          'licence.progress': { actions: 'storeProgress' },
          'licence.uploaded': { target: 'idle', actions: 'storeLicence' },
          'licence.failed': { target: 'idle', actions: 'failUpload' },
          'licence.cancel': 'idle',
        },
        // However the upload ends (uploaded, failed, cancelled, the form left), nothing of it stays.
        exit: 'stopUpload',
      },
    },
  }) as const

/** The assigners behind `startUpload`, `storeProgress`, `stopUpload` and `failUpload`, and the error at the form's field. */
function assigners<TContext extends LicenceUploadContext>(field: string) {
  // What the region writes is its own part of the form's context.
  const patch = (part: Partial<LicenceUploadContext>) => part as Partial<TContext>
  const withError = (context: TContext, message: MessageDescriptor) => patch({ fieldErrors: { ...context.fieldErrors, [field]: message } })
  return {
    withError,
    started: ({ event }: { event: EventObject }): Partial<TContext> => {
      const file = chosenFile(event)
      return patch({ upload: { name: file.name, loaded: 0, total: file.size } })
    },
    progressed: ({ context, event }: { context: TContext; event: EventObject }): Partial<TContext> => {
      assertEvent(event as LicenceUploadEvent<unknown>, 'licence.progress')
      const { loaded, total } = event as Extract<LicenceUploadEvent<unknown>, { type: 'licence.progress' }>
      return patch({ upload: context.upload ? { ...context.upload, loaded, total } : null })
    },
    stopped: (): Partial<TContext> => patch({ upload: null }),
    // The failure's message at the licence field.
    failed: ({ context, event }: { context: TContext; event: EventObject }): Partial<TContext> => {
      assertEvent(event as LicenceUploadEvent<unknown>, 'licence.failed')
      return withError(context, describeError((event as Extract<LicenceUploadEvent<unknown>, { type: 'licence.failed' }>).error))
    },
  }
}

/** The assigners a form binds by name; the error at its field is the region's own. */
type Assigners<TContext extends LicenceUploadContext> = Omit<ReturnType<typeof assigners<TContext>>, 'withError'>

/**
 * The business licence's picture upload (营业执照), one region shared by every form that asks for
 * it (registration: one picture; certification: up to five): a picture chosen goes up at once
 * with its progress, may be cancelled, and comes back uploaded or with the failure at the licence
 * field; however the upload ends, the form left mid-upload included, the upload is stopped and
 * nothing half-sent is kept.
 *
 * The form hosts `region` as its `licence` state (`idle`, `uploading`, tagged `uploading`; screens
 * read the progress from the context's `upload`) and supplies, by name:
 * - the actor `uploadLicence` (`uploadLicenceSlot()`, provided by the binding): it sends
 *   `licence.progress`, then `licence.uploaded` or `licence.failed`; stopping it stops the upload;
 * - the actions `startUpload`, `storeProgress`, `stopUpload`, `failUpload`: `assign` of `started`,
 *   `progressed`, `stopped`, `failed`;
 * - for several pictures, the guard `licenceFull` (`full`) and the action `showLicenceFull`
 *   (`assign` of `showFull`); for one, its guard named by `when`;
 * - its own `storeLicence` and `removeLicence`: how it keeps, names and checks its pictures.
 */
export function licenceUpload<TContext extends LicenceUploadContext, TWhen extends string>(
  options: OnePicture<TContext, TWhen>,
): Assigners<TContext> & { region: ReturnType<typeof regionWith<ReturnType<typeof onePictureIdle<TWhen>>>> }
export function licenceUpload<TContext extends LicenceUploadContext>(
  options: SeveralPictures<TContext>,
): Assigners<TContext> & {
  region: ReturnType<typeof regionWith<typeof severalPicturesIdle>>
  full: (args: { context: TContext }) => boolean
  showFull: (args: { context: TContext }) => Partial<TContext>
}
export function licenceUpload<TContext extends LicenceUploadContext, TWhen extends string>(options: OnePicture<TContext, TWhen> | SeveralPictures<TContext>) {
  const { withError, ...parts } = assigners<TContext>(options.field)
  if (!('held' in options)) return { ...parts, region: regionWith(onePictureIdle(options.when)) }
  const { max, held, tooMany } = options
  return {
    ...parts,
    region: regionWith(severalPicturesIdle),
    full: ({ context }: { context: TContext }) => held(context) >= max,
    showFull: ({ context }: { context: TContext }) => withError(context, tooMany),
  }
}

/** The `uploadLicence` slot of a form whose upload names the picture `TPicture`. */
export const uploadLicenceSlot = <TPicture>() => notProvidedSource<LicenceUploadEvent<TPicture>, { file: File }>('uploadLicence')

import * as v from 'valibot'

/**
 * One entry of the local error log as it is uploaded (spec 000 §3, §7 "POST upload logs"): the
 * fields Saber's log keeps, with the time as the portal writes times ('YYYY-MM-DD HH:mm:ss').
 */
export const uploadedErrorSchema = v.object({
  type: v.string(),
  message: v.string(),
  stack: v.string(),
  info: v.string(),
  url: v.string(),
  time: v.string(),
})
export type UploadedError = v.InferOutput<typeof uploadedErrorSchema>

/** The body of the upload: the list itself, as Saber's `sendLogs(list)` posts it. */
export const uploadedErrorsSchema = v.array(uploadedErrorSchema)

/** Whatever `data` the back end answers with (BladeX's `R.status(true)` sends `true`): only the envelope's success counts. */
export const uploadAnswerSchema = v.unknown()

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The spec's error catalogue (000 §8, 001 §8) as one mapping: what a response or failure means,
 * and what the user is told. Everything user-facing is a message descriptor, translated at render.
 */
export type ApiErrorKind =
  | 'relogin'
  | 'unauthorized'
  | 'badRequest'
  | 'server'
  | 'unknown'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'malformed'
  /** The back end has no such call: a function this platform has not opened (decision 049). */
  | 'notOpened'

export type Outcome =
  | { ok: true; data: unknown }
  | { ok: false; kind: ApiErrorKind; code: number; serverMessage: string | undefined }

type Body = { code?: unknown; msg?: unknown; message?: unknown; data?: unknown; error_description?: unknown } | null

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined)

/**
 * Saber reads `code` from the body and falls back to the HTTP status; 200–500 are responses. BladeX
 * back ends send the code as a number or as its digits ("200"), read alike. 404, whether the
 * envelope's code or the HTTP status of an answer without one, is a call the back end does not
 * have (`No handler found for …`, `请求路径不存在`).
 */
export function classify(httpStatus: number, body: unknown): Outcome {
  if (httpStatus < 200 || httpStatus > 500) {
    return { ok: false, kind: 'unavailable', code: httpStatus, serverMessage: undefined }
  }
  const b = (typeof body === 'object' ? body : null) as Body
  const code = /^-?\d+$/.test(b?.code as string) ? Number(b?.code) : httpStatus
  const serverMessage = text(b?.msg) ?? text(b?.message) ?? text(b?.error_description)
  if (code === 200) return { ok: true, data: b?.data }
  if (code === 401) {
    return { ok: false, kind: serverMessage === 'relogin' ? 'relogin' : 'unauthorized', code, serverMessage }
  }
  if (code === 400) return { ok: false, kind: 'badRequest', code, serverMessage }
  if (code === 500) return { ok: false, kind: 'server', code, serverMessage }
  if (code === 404) return { ok: false, kind: 'notOpened', code, serverMessage }
  return { ok: false, kind: 'unknown', code, serverMessage }
}

export function userMessageFor(kind: ApiErrorKind, serverMessage?: string): MessageDescriptor {
  switch (kind) {
    case 'relogin':
      return msg`账号已在其它地方登录,请及时修改密码`
    case 'unauthorized':
      return msg`没有访问权限`
    case 'badRequest':
      return serverMessage ? msg`${serverMessage}` : msg`未知错误`
    case 'server':
      return serverMessage ? msg`${serverMessage}` : msg`服务异常,请联系管理员`
    case 'unavailable':
      return msg`服务暂时不可用，请稍后重试`
    case 'network':
      return msg`网络连接失败，请检查网络后重试`
    case 'timeout':
      return msg`请求超时，请稍后重试`
    case 'aborted':
      return msg`请求已取消`
    case 'malformed':
      return msg`服务返回的数据格式有误，请联系管理员`
    case 'notOpened':
      return msg`此功能暂未在本平台开通`
    case 'unknown':
      return msg`未知错误`
  }
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly code: number | undefined
  readonly serverMessage: string | undefined
  readonly userMessage: MessageDescriptor
  readonly path: string

  constructor(init: { kind: ApiErrorKind; path: string; code?: number; serverMessage?: string; cause?: unknown }) {
    super(`${init.kind}${init.code ? ` ${init.code}` : ''} at ${init.path}${init.serverMessage ? `: ${init.serverMessage}` : ''}`, {
      cause: init.cause,
    })
    this.name = 'ApiError'
    this.kind = init.kind
    this.code = init.code
    this.serverMessage = init.serverMessage
    this.path = init.path
    this.userMessage = userMessageFor(init.kind, init.serverMessage)
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

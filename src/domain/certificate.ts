import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** 001 §8 / 000 §8: what the certificate helper's codes tell the supplier. */
const byCode: Readonly<Record<number, MessageDescriptor>> = {
  11: msg`CA密码输入错误`,
  401: msg`未检测到证书`,
  403: msg`请选择证书`,
  404: msg`上传数据失败`,
  1000: msg`推送数据失败,请重新安装应用`,
  9999: msg`服务器异常`,
}

export function certificateMessage(code: number): MessageDescriptor {
  return byCode[code] ?? msg`接口异常。错误码${code}`
}

/** 001 §9: the signing helper is asked for its result once a second. */
export const SIGN_POLL_MS = 1000

/** 001 §5 / §9: a certificate valid for 30 days or less is flagged, without blocking anything. */
export const CERTIFICATE_WARNING_DAYS = 30
const DAY_MS = 86_400_000

export const certificateExpiring = msg`证书有效期不足30天`

export function expiresSoon(validTo: number, now: number): boolean {
  return validTo - now <= CERTIFICATE_WARNING_DAYS * DAY_MS
}

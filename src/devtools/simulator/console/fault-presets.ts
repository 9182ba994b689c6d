import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { ConsoleFault } from './console-api'

export const ALL_API = '* /api/*'
const TOKEN = 'POST /api/blade-auth/oauth/token'

export interface FaultPreset {
  id: string
  /** What is answered, then what the portal tells the user (the error catalogue's row). */
  label: MessageDescriptor
  pattern: string
  fault: ConsoleFault
}

/**
 * One preset for every row of the portal's error catalogue (src/services/error-catalogue.ts, spec
 * 000 §8 and 001 §8) a response can cause, so QA can make each message appear. A cancelled request
 * is the portal's own doing (the user leaves while waiting): a long latency lets them try it.
 */
export const FAULT_PRESETS: readonly FaultPreset[] = [
  { id: 'relogin', label: msg`401 relogin → 账号已在其它地方登录,请及时修改密码`, pattern: ALL_API, fault: { kind: 'error', status: 401, code: 401, msg: 'relogin' } },
  { id: 'unauthorized', label: msg`401 → 没有访问权限`, pattern: ALL_API, fault: { kind: 'error', status: 401, code: 401, msg: '请求未授权' } },
  { id: 'badRequest', label: msg`400 带消息 → 显示服务端消息`, pattern: ALL_API, fault: { kind: 'error', status: 400, code: 400, msg: '参数校验失败' } },
  { id: 'badRequestBare', label: msg`400 无消息 → 未知错误`, pattern: ALL_API, fault: { kind: 'error', status: 400, code: 400, msg: '' } },
  { id: 'server', label: msg`500 带消息 → 显示服务端消息`, pattern: ALL_API, fault: { kind: 'error', status: 500, code: 500, msg: '业务处理失败' } },
  { id: 'serverBare', label: msg`500 无消息 → 服务异常,请联系管理员`, pattern: ALL_API, fault: { kind: 'error', status: 500, code: 500, msg: '' } },
  { id: 'notOpened', label: msg`404（信用接口）→ 此功能暂未在本平台开通`, pattern: '* /api/bid-credit/*', fault: { kind: 'error', status: 404, code: 404, msg: 'No message available' } },
  { id: 'unknownCode', label: msg`其它 code（HTTP 200, code 403）→ 未知错误`, pattern: ALL_API, fault: { kind: 'error', status: 200, code: 403, msg: '无权操作' } },
  { id: 'unavailable', label: msg`HTTP 503 → 服务暂时不可用，请稍后重试`, pattern: ALL_API, fault: { kind: 'error', status: 503, msg: '' } },
  { id: 'loginRefused', label: msg`登录失败 → 显示 error_description`, pattern: TOKEN, fault: { kind: 'error', status: 400, code: 400, msg: '用户名或密码不正确' } },
  { id: 'network', label: msg`网络中断 → 网络连接失败，请检查网络后重试`, pattern: ALL_API, fault: { kind: 'network' } },
  { id: 'timeout', label: msg`超时 → 请求超时，请稍后重试`, pattern: ALL_API, fault: { kind: 'timeout' } },
  { id: 'malformed', label: msg`响应格式错误 → 服务返回的数据格式有误，请联系管理员`, pattern: ALL_API, fault: { kind: 'malformed' } },
  // The helper's default address (runtime config caHelperUrl): a PC where no helper runs.
  { id: 'noHelper', label: msg`证书助手未运行 → 未检测到证书助手，请确认已安装并启动`, pattern: '* http://127.0.0.1:18089/*', fault: { kind: 'network' } },
  { id: 'slow', label: msg`延迟 10 秒 → 加载状态；等待时离开页面即请求已取消`, pattern: ALL_API, fault: { kind: 'latency', ms: 10_000 } },
]

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { ConsoleFault } from './console-api'

/** A fault in a table cell: its kind and what it answers. */
export function describeFault(fault: ConsoleFault, i18n: I18n): string {
  switch (fault.kind) {
    case 'latency': {
      const ms = fault.ms
      return i18n._(msg`延迟 ${ms} ms`)
    }
    case 'network':
      return i18n._(msg`网络中断`)
    case 'timeout':
      return i18n._(msg`超时`)
    case 'malformed':
      return i18n._(msg`响应格式错误`)
    case 'error':
      return [`HTTP ${fault.status}`, fault.code === undefined ? null : `code ${fault.code}`, fault.msg ? `“${fault.msg}”` : null].filter(Boolean).join(' · ')
  }
}

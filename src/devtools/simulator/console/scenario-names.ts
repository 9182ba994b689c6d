import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { ScenarioName } from './console-api'

/** How each scenario is named and what it sets up, for the trainer choosing one. */
export const SCENARIO_TEXT: Record<ScenarioName, { name: MessageDescriptor; about: MessageDescriptor }> = {
  seed: { name: msg`初始数据`, about: msg`回到种子数据，一切如刚安装时。` },
  openingDay: { name: msg`开标日`, about: msg`模拟时间来到一个项目的开标日，可进入开标大厅。` },
  unpaidFees: { name: msg`待缴费用`, about: msg`供应商有待支付的费用订单。` },
  rejectedSupplier: { name: msg`审核驳回的供应商`, about: msg`供应商的注册资料被驳回，需修改后重新提交。` },
  newSupplierUnderReview: { name: msg`待审核的新供应商`, about: msg`新注册的供应商正在等待审核。` },
  invoiceRejected: { name: msg`发票被驳回`, about: msg`供应商申请的发票被驳回，可重新申请。` },
  hostileLinks: { name: msg`恶意链接（安全测试）`, about: msg`文件、附件、图标、二维码和支付地址换成 javascript:、data: 等恶意地址，用来检查门户一个也不执行。` },
}

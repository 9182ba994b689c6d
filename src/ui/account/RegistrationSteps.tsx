import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

import { StepIndicator, type StepStatus } from '../steps/StepIndicator'

const TITLES = [msg`填写个人信息`, msg`填写企业信息`, msg`注册完成`]

/** Where registration stands: 0 step 1, 1 step 2, 2 done. */
export function RegistrationSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useLingui()
  const status = (index: number): StepStatus => (index < current || current === 2 ? 2 : index === current ? 1 : 0)
  return <StepIndicator label={t`注册步骤`} steps={TITLES.map((title, index) => ({ title, status: status(index) }))} />
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, SegmentedControl, Textarea } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { supplierOptions } from './options'
import { Picker } from './Picker'

type Decision = 'approve' | 'reject'

export function ReviewSupplierCard({ api, targets, onDone }: { api: ConsoleApi; targets: ConsoleTargets; onDone: () => void }) {
  const { t } = useLingui()
  const [supplier, setSupplier] = useState<string | null>(null)
  const [decision, setDecision] = useState<Decision>('approve')
  const [remark, setRemark] = useState('')
  const [tried, setTried] = useState(false)
  const action = useAction(async () => {
    await api.reviewSupplier(supplier!, decision, remark.trim())
    onDone()
    return decision
  })
  const supplierError = tried && !supplier ? t`请选择供应商` : null
  const remarkError = tried && decision === 'reject' && !remark.trim() ? t`驳回时请填写备注` : null

  const submit = () => {
    setTried(true)
    if (supplier && !(decision === 'reject' && !remark.trim())) void action.run()
  }

  return (
    <ActionCard title={t`审核供应商`} description={<Trans>代理机构审核供应商的注册或认证资料。</Trans>} onSubmit={submit}>
      <Picker label={t`供应商`} data={supplierOptions(targets)} value={supplier} onChange={setSupplier} error={supplierError} />
      <SegmentedControl
        aria-label={t`审核结果`}
        value={decision}
        onChange={(value) => setDecision(value as Decision)}
        data={[
          { value: 'approve', label: t`通过` },
          { value: 'reject', label: t`驳回` },
        ]}
      />
      <Textarea
        label={t`审核备注`}
        description={t`供应商会看到这条备注`}
        value={remark}
        onChange={(event) => setRemark(event.currentTarget.value)}
        rows={2}
        error={remarkError}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>提交审核</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={(done) => (done === 'approve' ? <Trans>已审核通过。</Trans> : <Trans>已驳回。</Trans>)} />
    </ActionCard>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { invoiceOptions } from './options'
import { Picker } from './Picker'

type Decision = 'issue' | 'reject'

export function InvoiceCard({ api, targets, onDone }: { api: ConsoleApi; targets: ConsoleTargets; onDone: () => void }) {
  const { t } = useLingui()
  const [invoice, setInvoice] = useState<string | null>(null)
  const [decision, setDecision] = useState<Decision>('issue')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const action = useAction(async () => {
    if (decision === 'issue') await api.issueInvoice(invoice!)
    else await api.rejectInvoice(invoice!, reason.trim())
    onDone()
    return decision
  })

  const submit = () => {
    setTried(true)
    if (invoice && !(decision === 'reject' && !reason.trim())) void action.run()
  }

  return (
    <ActionCard title={t`发票`} description={<Trans>代理机构开具供应商申请的发票，或驳回申请。</Trans>} onSubmit={submit}>
      <Picker label={t`发票申请`} data={invoiceOptions(targets)} value={invoice} onChange={setInvoice} error={tried && !invoice ? t`请选择发票申请` : null} />
      <SegmentedControl
        aria-label={t`开票结果`}
        value={decision}
        onChange={(value) => setDecision(value as Decision)}
        data={[
          { value: 'issue', label: t`开具` },
          { value: 'reject', label: t`驳回` },
        ]}
      />
      {decision === 'reject' ? (
        <TextInput
          label={t`驳回原因`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && !reason.trim() ? t`请填写驳回原因` : null}
        />
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>提交</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={(done) => (done === 'issue' ? <Trans>发票已开具。</Trans> : <Trans>发票申请已驳回。</Trans>)} />
    </ActionCard>
  )
}

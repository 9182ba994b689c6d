import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { orderOptions } from './options'
import { Picker } from './Picker'

type Outcome = 'settle' | 'fail' | 'confirmVoucher' | 'rejectVoucher'
const NEEDS_REASON: ReadonlySet<Outcome> = new Set(['fail', 'rejectVoucher'])

export function PaymentCard({ api, targets, onDone }: { api: ConsoleApi; targets: ConsoleTargets; onDone: () => void }) {
  const { t } = useLingui()
  const [order, setOrder] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>('settle')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const needsReason = NEEDS_REASON.has(outcome)
  const action = useAction(async () => {
    const id = order!
    const why = reason.trim()
    if (outcome === 'settle') await api.settlePayment(id)
    else if (outcome === 'fail') await api.failPayment(id, why)
    else if (outcome === 'confirmVoucher') await api.confirmVoucher(id)
    else await api.rejectVoucher(id, why)
    onDone()
    return outcome
  })

  const submit = () => {
    setTried(true)
    if (order && !(needsReason && !reason.trim())) void action.run()
  }

  const done: Record<Outcome, string> = {
    settle: t`支付已成功。`,
    fail: t`支付已失败，订单可重新支付。`,
    confirmVoucher: t`转账凭证已确认。`,
    rejectVoucher: t`转账凭证已驳回。`,
  }

  return (
    <ActionCard title={t`支付`} description={<Trans>支付平台的结果，或代理机构对转账凭证的确认。</Trans>} onSubmit={submit}>
      <Picker label={t`订单`} data={orderOptions(targets)} value={order} onChange={setOrder} error={tried && !order ? t`请选择订单` : null} />
      <Select
        label={t`支付结果`}
        value={outcome}
        onChange={(value) => value && setOutcome(value as Outcome)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        data={[
          { value: 'settle', label: t`支付成功` },
          { value: 'fail', label: t`支付失败` },
          { value: 'confirmVoucher', label: t`确认凭证` },
          { value: 'rejectVoucher', label: t`驳回凭证` },
        ]}
      />
      {needsReason ? (
        <TextInput
          label={t`原因`}
          description={t`供应商会看到这条原因`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && !reason.trim() ? t`请填写原因` : null}
        />
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>提交结果</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={(result) => done[result]} />
    </ActionCard>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { accountOptions } from './options'
import { Picker } from './Picker'

export function KickCard({ api, targets, onDone, defaultAccount }: { api: ConsoleApi; targets: ConsoleTargets; onDone: () => void; defaultAccount?: string | undefined }) {
  const { t } = useLingui()
  const [account, setAccount] = useState<string | null>(defaultAccount ?? null)
  const [tried, setTried] = useState(false)
  const action = useAction(async () => {
    const ended = await api.kick(account!)
    onDone()
    return ended
  })

  const submit = () => {
    setTried(true)
    if (account) void action.run()
  }

  return (
    <ActionCard title={t`踢下线`} description={<Trans>模拟该账号在别处登录：它的下一次请求会提示已在其它地方登录。</Trans>} onSubmit={submit}>
      <Picker label={t`下线账号`} data={accountOptions(targets)} value={account} onChange={setAccount} error={tried && !account ? t`请选择账号` : null} />
      <Group justify="flex-end">
        <Button type="submit" color="orange" loading={action.pending}>
          <Trans>踢下线</Trans>
        </Button>
      </Group>
      <ActionOutcome
        state={action.state}
        success={(ended) => (ended === 0 ? <Trans>该账号没有在线的会话。</Trans> : <Ended count={ended} />)}
      />
    </ActionCard>
  )
}

function Ended({ count }: { count: number }) {
  return <Trans>已结束 {count} 个会话。</Trans>
}

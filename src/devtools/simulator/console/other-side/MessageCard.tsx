import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { accountOptions } from './options'
import { Picker } from './Picker'

export function MessageCard({ api, targets, defaultAccount }: { api: ConsoleApi; targets: ConsoleTargets; defaultAccount?: string | undefined }) {
  const { t } = useLingui()
  const [account, setAccount] = useState<string | null>(defaultAccount ?? null)
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [tried, setTried] = useState(false)
  const action = useAction(() => api.pushMessage({ username: account!, title: title.trim(), content: content.trim() }))

  const submit = () => {
    setTried(true)
    if (account && title.trim() && content.trim()) void action.run()
  }

  return (
    <ActionCard title={t`推送消息`} description={<Trans>系统消息出现在账号的「我的消息」里，并带未读标记。</Trans>} onSubmit={submit}>
      <Picker label={t`接收账号`} data={accountOptions(targets)} value={account} onChange={setAccount} error={tried && !account ? t`请选择账号` : null} />
      <TextInput label={t`消息标题`} value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={tried && !title.trim() ? t`请填写消息标题` : null} />
      <Textarea
        label={t`消息内容`}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        rows={2}
        error={tried && !content.trim() ? t`请填写消息内容` : null}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>推送</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={() => <Trans>消息已推送。</Trans>} />
    </ActionCard>
  )
}

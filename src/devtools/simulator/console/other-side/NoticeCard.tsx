import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NumberInput, SegmentedControl, TextInput } from '@mantine/core'
import { useState } from 'react'

import { ActionOutcome } from '../ActionOutcome'
import type { ConsoleApi, ConsoleTargets } from '../console-api'
import { useAction } from '../use-action'
import { ActionCard } from './ActionCard'
import { projectOptions, tenantOptions } from './options'
import { Picker } from './Picker'

type Kind = 'notice' | 'change'

export function NoticeCard({ api, targets, onDone }: { api: ConsoleApi; targets: ConsoleTargets; onDone: () => void }) {
  const { t } = useLingui()
  const [kind, setKind] = useState<Kind>('notice')
  const [tenant, setTenant] = useState<string | null>(null)
  const [project, setProject] = useState<string | null>(null)
  const [title, setTitle] = useState('')
  const [postponeDays, setPostponeDays] = useState(0)
  const [tried, setTried] = useState(false)
  const action = useAction(async () => {
    await api.publishNotice(
      kind === 'notice'
        ? { tenantId: tenant!, title: title.trim() }
        : { projectId: project!, change: true, title: title.trim(), ...(postponeDays > 0 ? { postponeDays } : {}) },
    )
    onDone()
    return kind
  })
  const tenantError = tried && kind === 'notice' && !tenant ? t`请选择招标单位` : null
  const projectError = tried && kind === 'change' && !project ? t`请选择项目` : null
  const titleError = tried && !title.trim() ? t`请填写公告标题` : null

  const submit = () => {
    setTried(true)
    if ((kind === 'notice' ? tenant : project) && title.trim()) void action.run()
  }

  return (
    <ActionCard title={t`发布公告`} description={<Trans>招标单位发布新项目的公告，或已有项目的变更公告。</Trans>} onSubmit={submit}>
      <SegmentedControl
        aria-label={t`公告类型`}
        value={kind}
        onChange={(value) => {
          setKind(value as Kind)
          action.reset()
        }}
        data={[
          { value: 'notice', label: t`招标公告` },
          { value: 'change', label: t`变更公告` },
        ]}
      />
      {kind === 'notice' ? (
        <Picker label={t`招标单位`} data={tenantOptions(targets)} value={tenant} onChange={setTenant} error={tenantError} />
      ) : (
        <Picker label={t`项目`} data={projectOptions(targets)} value={project} onChange={setProject} error={projectError} />
      )}
      {kind === 'change' ? (
        <NumberInput
          label={t`投标截止和开标顺延（天）`}
          description={t`0 表示不改时间`}
          min={0}
          max={90}
          allowDecimal={false}
          value={postponeDays}
          onChange={(value) => setPostponeDays(typeof value === 'number' ? value : 0)}
        />
      ) : null}
      <TextInput label={t`公告标题`} value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={titleError} />
      <Group justify="flex-end">
        <Button type="submit" loading={action.pending}>
          <Trans>发布</Trans>
        </Button>
      </Group>
      <ActionOutcome state={action.state} success={(done) => (done === 'notice' ? <Trans>公告已发布。</Trans> : <Trans>变更公告已发布。</Trans>)} />
    </ActionCard>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Code, Group, Stack, Text, TextInput } from '@mantine/core'
import type { ActorView } from '@/devtools/inspector/model'
import { showBlock, showValue } from './format'

export interface ActorsTabProps {
  actors: ActorView[]
  filter: string
  onFilter: (text: string) => void
}

/** 状态机: the running actors, each with its state, context and input. */
export function ActorsTab({ actors, filter, onFilter }: ActorsTabProps) {
  const { t } = useLingui()
  return (
    <Stack gap="sm">
      <TextInput label={t`筛选状态机`} placeholder={t`名称或编号`} value={filter} onChange={(e) => onFilter(e.currentTarget.value)} />
      {actors.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>没有运行中的状态机</Trans>
        </Text>
      ) : null}
      <Stack gap="xs" component="ul" aria-label={t`运行中的状态机`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {actors.map((actor) => (
          <ActorItem key={actor.key} actor={actor} />
        ))}
      </Stack>
    </Stack>
  )
}

function ActorItem({ actor }: { actor: ActorView }) {
  const { t } = useLingui()
  const { id, status } = actor
  const parent = actor.parent ?? '—'
  return (
    <li aria-label={id}>
      <details>
        <summary>
          <Group gap="xs" component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
            <Text span fw={600} size="sm">
              {actor.systemId ?? actor.machineId}
            </Text>
            <Badge size="xs" variant="light">
              {id}
            </Badge>
            <Text span size="sm" ff="monospace" aria-label={t`状态`}>
              {showValue(actor.value)}
            </Text>
          </Group>
        </summary>
        <Stack gap={4} pl="md" pt={4}>
          <Text size="xs" c="dimmed">
            <Trans>
              编号 {id}，上级 {parent}，{status}
            </Trans>
          </Text>
          <Text size="xs" fw={600}>
            <Trans>上下文</Trans>
          </Text>
          <Code block aria-label={t`${id} 的上下文`}>
            {showBlock(actor.context)}
          </Code>
          <Text size="xs" fw={600}>
            <Trans>输入</Trans>
          </Text>
          <Code block>{showBlock(actor.input)}</Code>
        </Stack>
      </details>
    </li>
  )
}

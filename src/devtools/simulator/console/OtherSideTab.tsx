import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'

import type { ConsoleApi, ConsoleTargets } from './console-api'
import { ClarificationCard } from './other-side/ClarificationCard'
import { CollusionCard } from './other-side/CollusionCard'
import { HallCard } from './other-side/HallCard'
import { InvoiceCard } from './other-side/InvoiceCard'
import { KickCard } from './other-side/KickCard'
import { MessageCard } from './other-side/MessageCard'
import { NoticeCard } from './other-side/NoticeCard'
import { PaymentCard } from './other-side/PaymentCard'
import { ReviewSupplierCard } from './other-side/ReviewSupplierCard'
import { refusalMessage } from './use-action'

interface Props {
  api: ConsoleApi
  /** The signed-in account, offered first where an account is chosen. */
  currentAccount?: string | undefined
}

/** What the agency, the buyer and the platform do, played from the console; choices are re-read after each action. */
export function OtherSideTab({ api, currentAccount }: Props) {
  const { t } = useLingui()
  const [targets, setTargets] = useState<ConsoleTargets | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(() => {
    api.targets().then(
      (next) => {
        setTargets(next)
        setError(null)
      },
      (reason: unknown) => setError(refusalMessage(reason)),
    )
  }, [api])
  useEffect(reload, [reload])

  if (!targets) {
    return error ? (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    ) : (
      <Loader size="sm" aria-label={t`正在读取可操作的数据`} />
    )
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>扮演代理机构、采购人和平台，触发供应商会看到的变化。</Trans>
        </Text>
        <Button size="xs" variant="subtle" onClick={reload}>
          <Trans>刷新列表</Trans>
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ReviewSupplierCard api={api} targets={targets} onDone={reload} />
        <PaymentCard api={api} targets={targets} onDone={reload} />
        <InvoiceCard api={api} targets={targets} onDone={reload} />
        <HallCard api={api} targets={targets} onDone={reload} />
        <NoticeCard api={api} targets={targets} onDone={reload} />
        <ClarificationCard api={api} targets={targets} onDone={reload} />
        <CollusionCard api={api} targets={targets} />
        <MessageCard api={api} targets={targets} defaultAccount={currentAccount} />
        <KickCard api={api} targets={targets} onDone={reload} defaultAccount={currentAccount} />
      </SimpleGrid>
    </Stack>
  )
}

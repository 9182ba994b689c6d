import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core'
import { useCallback, useEffect, useState, type FormEvent } from 'react'

import { ActionOutcome } from './ActionOutcome'
import type { ConsoleApi } from './console-api'
import { useAction } from './use-action'
import { usePolled } from './use-polled'

/**
 * Which certificate keys sit in the supplier's simulated machine: the expired one, the one near
 * expiry, another company's, several (the helper asks which), or none (decision 024, 069).
 */
/** Shown only for a simulator that offers `certificates` and `insertCertificates`. */
export function CertificateKeysCard({ api }: { api: ConsoleApi }) {
  const { t } = useLingui()
  const { value, refresh } = usePolled(useCallback(() => api.certificates!(), [api]))
  const [chosen, setChosen] = useState<string[] | null>(null)
  useEffect(() => {
    if (value && chosen === null) setChosen(value.inserted)
  }, [value, chosen])
  const inserting = useAction(async () => {
    try {
      await api.insertCertificates!(chosen ?? [])
      return (chosen ?? []).length
    } finally {
      await refresh()
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void inserting.run()
  }

  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t`插入的证书`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h6">
              <Trans>插入的证书</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>本机插着哪些证书（USBKey）。一个不选即未插入证书；选多个时证书助手会要求选择证书。重置后恢复为有效证书。</Trans>
            </Text>
          </div>
          <Checkbox.Group label={t`证书`} value={chosen ?? []} onChange={setChosen}>
            <Stack gap={6} mt={4}>
              {(value?.available ?? []).map((certificate) => (
                <Checkbox key={certificate.serial} value={certificate.serial} label={`${certificate.serial} · ${certificate.purpose}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={inserting.pending} disabled={chosen === null}>
              <Trans>插入所选证书</Trans>
            </Button>
          </Group>
          <ActionOutcome state={inserting.state} success={(count) => <Trans>已插入 {count} 个证书。</Trans>} />
        </Stack>
      </form>
    </Card>
  )
}

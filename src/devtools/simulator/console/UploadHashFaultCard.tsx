import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'

import { ActionOutcome } from './ActionOutcome'
import type { ConsoleApi } from './console-api'
import { useAction } from './use-action'

type Api = ConsoleApi & Required<Pick<ConsoleApi, 'wrongNextUploadHash'>>

/** Whether this simulator can answer a wrong upload hash (an older shared server may not). */
export const offersUploadHashFault = (api: ConsoleApi): api is Api => typeof api.wrongNextUploadHash === 'function'

/** The next stored upload is answered with a wrong SHA-256, to see the portal's mismatch warning (decision 070). */
export function UploadHashFaultCard({ api }: { api: Api }) {
  const { t } = useLingui()
  const corrupting = useAction(async () => {
    await api.wrongNextUploadHash()
    return true
  })
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t`文件指纹故障`}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h6">
            <Trans>文件指纹故障</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>下一次上传的文件，服务器返回的SHA-256指纹将与文件不符，用于验证门户的指纹不一致提示。只生效一次。</Trans>
          </Text>
        </div>
        <Group justify="flex-end">
          <Button color="red" loading={corrupting.pending} onClick={() => void corrupting.run()}>
            <Trans>下一次上传返回错误指纹</Trans>
          </Button>
        </Group>
        <ActionOutcome state={corrupting.state} success={() => <Trans>下一次上传将返回错误的指纹。</Trans>} />
      </Stack>
    </Card>
  )
}

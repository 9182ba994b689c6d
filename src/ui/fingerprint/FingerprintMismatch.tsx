import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text } from '@mantine/core'
import { fingerprintsDiffer, type Sha256 } from '@/domain/fingerprint'
import { Fact } from '@/ui/facts/Fact'
import { Sha256Text } from './Sha256Text'

/**
 * Decision 070: the server's hash of the stored file differs from the one computed before sending,
 * so what it keeps is not what the supplier chose. Nothing shows while either is unknown.
 */
export function FingerprintMismatch({ computed, received }: { computed: Sha256 | null; received: Sha256 | null }) {
  const { t } = useLingui()
  if (!fingerprintsDiffer(computed, received)) return null
  return (
    <Alert color="red" role="alert" title={<Trans>文件指纹不一致</Trans>}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>服务器保存的文件指纹与本机计算的不一致，文件可能在传输中损坏。请重新上传，如仍不一致请联系平台。</Trans>
        </Text>
        <Fact block label={<Trans>本机计算的指纹</Trans>}>
          <Sha256Text sha256={computed!} label={t`本机计算的指纹`} />
        </Fact>
        <Fact block label={<Trans>服务器返回的指纹</Trans>}>
          <Sha256Text sha256={received!} label={t`服务器返回的指纹`} />
        </Fact>
      </Stack>
    </Alert>
  )
}

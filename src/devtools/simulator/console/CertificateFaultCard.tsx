import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'

import { ActionOutcome } from './ActionOutcome'
import type { ConsoleApi } from './console-api'
import { useAction } from './use-action'

/** Each row of the certificate helper's error catalogue (spec 001 §8): the code, then what the portal says. */
const HELPER_CODES: ReadonlyArray<{ code: number; label: MessageDescriptor }> = [
  { code: 11, label: msg`11 → CA密码输入错误` },
  { code: 401, label: msg`401 → 未检测到证书` },
  { code: 403, label: msg`403 → 请选择证书` },
  { code: 404, label: msg`404 → 上传数据失败` },
  { code: 1000, label: msg`1000 → 推送数据失败,请重新安装应用` },
  { code: 9999, label: msg`9999 → 服务器异常` },
  { code: 7, label: msg`其它（7）→ 接口异常。错误码7` },
]

/** The simulated certificate helper answers its next call with a chosen error code (once). */
export function CertificateFaultCard({ api }: { api: ConsoleApi }) {
  const { t, i18n } = useLingui()
  const [code, setCode] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const failing = useAction(async () => {
    await api.failCertificateHelper(Number(code))
    return Number(code)
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTried(true)
    if (code) void failing.run()
  }

  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={t`证书助手故障`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h6">
              <Trans>证书助手故障</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>本机证书助手（CA 客户端）的下一次调用返回所选错误码，用于验证签名、解密时的提示。只生效一次。</Trans>
            </Text>
          </div>
          <Select
            label={t`错误码`}
            placeholder={t`请选择错误码`}
            data={HELPER_CODES.map((row) => ({ value: String(row.code), label: i18n._(row.label) }))}
            value={code}
            onChange={setCode}
            error={tried && !code ? t`请选择错误码` : null}
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={failing.pending}>
              <Trans>下一次调用失败</Trans>
            </Button>
          </Group>
          <ActionOutcome state={failing.state} success={(chosen) => <Trans>证书助手的下一次调用将返回 {chosen}。</Trans>} />
        </Stack>
      </form>
    </Card>
  )
}

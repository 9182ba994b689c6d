import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Box, Container, Group, Image, Loader, Stack, Text } from '@mantine/core'
import { safeHref } from '@/validation/safe-url'

export interface PublicFooterProps {
  tenantName: string
  hotline: string
  webAddress: string | null
  /** The public account's QR code as an image address; null while it loads or when the site has none. */
  /** Vetted where it is read (services/schemas/bid-wechat.ts): an address under the safe-URL rule, or the image's bytes. */
  qrSrc: string | null
  qrLoading: boolean
}

/** The public footer of spec 000 §2.3: the public account's QR code, the hotline and the copyright line. */
export function PublicFooter({ tenantName, hotline, webAddress, qrSrc, qrLoading }: PublicFooterProps) {
  const { t } = useLingui()
  return (
    <Box component="footer" bg="dark.7" c="gray.4" py="lg" mt="xl">
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={4}>
            <Text size="sm">
              <Trans>服务热线：{hotline}</Trans>
            </Text>
            {webAddress ? (
              <Text size="sm">
                <Trans>网址：</Trans>
                <Anchor href={safeHref(webAddress)} size="sm" c="gray.3" target="_blank" rel="noopener noreferrer">
                  {webAddress}
                </Anchor>
              </Text>
            ) : null}
            <Text size="xs" mt="sm">
              <Trans>版权所有 © {tenantName}</Trans>
            </Text>
          </Stack>
          <Stack gap={4} align="center">
            {qrSrc ? (
              <Image
                // eslint-disable-next-line no-restricted-syntax -- vetted where it is read (qrImageSource in services/schemas/bid-wechat.ts)
                src={qrSrc} alt={t`微信公众号二维码`} w={96} h={96} bg="white" p={4} radius="sm" />
            ) : qrLoading ? (
              <Loader size="sm" color="gray" aria-label={t`二维码加载中`} />
            ) : null}
            {qrSrc ? (
              <Text size="xs">
                <Trans>扫码关注微信公众号</Trans>
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Container>
    </Box>
  )
}

import { Trans } from '@lingui/react/macro'
import { List, Stack, Text } from '@mantine/core'

/** 《供应商注册协议》: what a supplier accepts by registering (shown in the agreement dialog). */
export function RegistrationAgreement() {
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>欢迎注册成为本平台供应商。请在注册前仔细阅读本协议，注册即表示您同意以下条款：</Trans>
      </Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>
          <Trans>您提交的企业名称、统一社会信用代码、营业执照等资料应真实、准确、完整，并对其真实性承担法律责任。</Trans>
        </List.Item>
        <List.Item>
          <Trans>注册资料提交后由平台审核，审核通过前不能参与项目报名、投标等业务。</Trans>
        </List.Item>
        <List.Item>
          <Trans>账号以注册手机号登录，请妥善保管密码；因密码泄露造成的损失由您自行承担。</Trans>
        </List.Item>
        <List.Item>
          <Trans>您应遵守《中华人民共和国招标投标法》《电子招标投标办法》等法律法规，不得串通投标、弄虚作假。</Trans>
        </List.Item>
        <List.Item>
          <Trans>平台依法保护您的企业信息，仅用于招标投标业务及法律法规要求的用途。</Trans>
        </List.Item>
      </List>
    </Stack>
  )
}

import { Trans } from '@lingui/react/macro'
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'

export function CollusionHintScreen() {
  const navigate = useNavigate()
  return (
    <Stack maw={880}>
      <Group justify="space-between" align="flex-start">
        <Title order={3}>
          <Trans>关于串通投标的说明</Trans>
        </Title>
        <Button variant="default" size="xs" onClick={() => navigate({ to: '/purchaseNotice/uploadTender/index', search: { curr: 1, size: 10 } })}>
          <Trans>返回投标文件上传</Trans>
        </Button>
      </Group>
      <Text size="sm">
        <Trans>
          串通投标破坏公平竞争，是《中华人民共和国招标投标法》及其实施条例明令禁止的行为。为维护招标投标秩序，平台在投标人上传投标文件时会比对各投标人的上传环境，发现异常将给予提示。
        </Trans>
      </Text>

      <Card withBorder padding="md" component="section" aria-labelledby="collusion-what">
        <Title order={4} id="collusion-what" mb="xs">
          <Trans>哪些情形属于串通投标</Trans>
        </Title>
        <Text size="sm" mb={4}>
          <Trans>有下列情形之一的，属于投标人相互串通投标：</Trans>
        </Text>
        <List size="sm" type="ordered" spacing={2} mb="sm">
          <List.Item>
            <Trans>投标人之间协商投标报价等投标文件的实质性内容；</Trans>
          </List.Item>
          <List.Item>
            <Trans>投标人之间约定中标人；</Trans>
          </List.Item>
          <List.Item>
            <Trans>投标人之间约定部分投标人放弃投标或者中标；</Trans>
          </List.Item>
          <List.Item>
            <Trans>属于同一集团、协会、商会等组织成员的投标人按照该组织要求协同投标；</Trans>
          </List.Item>
          <List.Item>
            <Trans>投标人之间为谋取中标或者排斥特定投标人而采取的其他联合行动。</Trans>
          </List.Item>
        </List>
        <Text size="sm" mb={4}>
          <Trans>有下列情形之一的，视为投标人相互串通投标：</Trans>
        </Text>
        <List size="sm" type="ordered" spacing={2}>
          <List.Item>
            <Trans>不同投标人的投标文件由同一单位或者个人编制；</Trans>
          </List.Item>
          <List.Item>
            <Trans>不同投标人委托同一单位或者个人办理投标事宜；</Trans>
          </List.Item>
          <List.Item>
            <Trans>不同投标人的投标文件载明的项目管理成员为同一人；</Trans>
          </List.Item>
          <List.Item>
            <Trans>不同投标人的投标文件异常一致或者投标报价呈规律性差异；</Trans>
          </List.Item>
          <List.Item>
            <Trans>不同投标人的投标文件相互混装；</Trans>
          </List.Item>
          <List.Item>
            <Trans>不同投标人的投标保证金从同一单位或者个人的账户转出。</Trans>
          </List.Item>
        </List>
      </Card>

      <Card withBorder padding="md" component="section" aria-labelledby="collusion-check">
        <Title order={4} id="collusion-check" mb="xs">
          <Trans>平台如何提示</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            上传投标文件前，平台会将您的网络地址（IP）与同一项目其他投标人上传时的地址比对。地址相同时，平台弹出串标风险提示，提示需阅读满 11 秒后方可关闭；您可以取消上传，也可以在知晓风险后继续上传。提示只说明匹配到的信息和家数，不会透露其他投标人的身份。
          </Trans>
        </Text>
      </Card>

      <Card withBorder padding="md" component="section" aria-labelledby="collusion-rights">
        <Title order={4} id="collusion-rights" mb="xs">
          <Trans>平台的权利</Trans>
        </Title>
        <List size="sm" spacing={2}>
          <List.Item>
            <Trans>平台将比对结果记录在案，并提供给招标人、评标委员会及行政监督部门查验。</Trans>
          </List.Item>
          <List.Item>
            <Trans>经核实存在串通投标的，平台有权限制该账号参与平台后续项目的投标，并将有关情况报告招标人及行政监督部门。</Trans>
          </List.Item>
          <List.Item>
            <Trans>依法认定为串通投标的，中标无效，并可能被处以罚款、取消一定期限内的投标资格；构成犯罪的，依法追究刑事责任。</Trans>
          </List.Item>
        </List>
      </Card>

      <Card withBorder padding="md" component="section" aria-labelledby="collusion-todo">
        <Title order={4} id="collusion-todo" mb="xs">
          <Trans>收到提示后怎么办</Trans>
        </Title>
        <List size="sm" spacing={2}>
          <List.Item>
            <Trans>请使用本单位自有的网络和电脑编制、上传投标文件，不要与其他投标人共用电脑、网络、数字证书或加密锁。</Trans>
          </List.Item>
          <List.Item>
            <Trans>如因同一园区、共享办公或同一网络运营商出口等正常原因导致地址相同，可继续上传，并请保留网络使用证明等说明材料，以备招标人或评标委员会核查。</Trans>
          </List.Item>
          <List.Item>
            <Trans>如不确定是否存在风险，请先取消上传，联系本项目的招标代理机构说明情况后再上传。</Trans>
          </List.Item>
          <List.Item>
            <Trans>投标文件可在投标截止时间前重新上传，新文件将替换原文件。</Trans>
          </List.Item>
        </List>
      </Card>
    </Stack>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core'

import { useUiText, type UiText } from '../text'

export interface BreadcrumbItem {
  /** A menu name from the server as is, or a message descriptor. */
  label: UiText
  /** Makes the item a link-like button; the last item is the current page and never is. */
  onClick?: () => void
}

export interface BreadcrumbBackProps {
  items: readonly BreadcrumbItem[]
  /** 返回: usually the previous screen in history, or the list the page came from. */
  onBack: () => void
}

/** Breadcrumb trail with a 返回 button (spec 000 §2.3), e.g. 采购公告 / 项目详情. */
export function BreadcrumbBack({ items, onBack }: BreadcrumbBackProps) {
  const { t } = useLingui()
  const text = useUiText()
  return (
    <Group justify="space-between" wrap="nowrap" mb="md">
      <nav aria-label={t`面包屑`}>
        <Breadcrumbs separator="/" separatorMargin={6}>
          {items.map((item, i) => {
            const last = i === items.length - 1
            return last || !item.onClick ? (
              <Text key={i} size="sm" c={last ? undefined : 'dimmed'} aria-current={last ? 'page' : undefined}>
                {text(item.label)}
              </Text>
            ) : (
              <Anchor key={i} component="button" type="button" size="sm" onClick={item.onClick}>
                {text(item.label)}
              </Anchor>
            )
          })}
        </Breadcrumbs>
      </nav>
      <Button size="xs" variant="default" onClick={onBack}>
        <Trans>返回</Trans>
      </Button>
    </Group>
  )
}

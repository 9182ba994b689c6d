import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box, ColorInput, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'

import { PortalDialog } from '../dialogs/PortalDialog'
import { COLOR_SWATCHES, contrastOnWhite, DEFAULT_COLOR, isColor, MIN_CONTRAST, THEME_NAMES, type ThemeChoice, type ThemeName } from './themes'

const THEME_LABELS: Record<ThemeName, MessageDescriptor> = {
  default: msg`默认主题`,
  white: msg`白色主题`,
  star: msg`炫彩主题`,
  iview: msg`iView主题`,
  d2: msg`D2主题`,
  hey: msg`Hey主题`,
}

/** Each theme's header and sidebar colours in small, so the choice is seen before it is made. */
const PREVIEW: Record<ThemeName, { header: string; navbar: string }> = {
  default: { header: '#fff', navbar: '#20222a' },
  white: { header: '#fff', navbar: '#fff' },
  star: { header: '#0f1535', navbar: '#0f1535' },
  iview: { header: '#fff', navbar: '#191a23' },
  d2: { header: '#ebf1f6', navbar: '#ebf1f6' },
  hey: { header: '#1864ab', navbar: '#f7f8fa' },
}

export interface ThemeDialogProps {
  opened: boolean
  current: ThemeChoice
  onConfirm: (choice: ThemeChoice) => void
  onCancel: () => void
}

/** 主题: the frame's theme and its primary colour (spec 000 §2.3); nothing changes until 确定. */
export function ThemeDialog({ opened, current, onConfirm, onCancel }: ThemeDialogProps) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState<ThemeName>(current.name)
  const [color, setColor] = useState(current.color ?? DEFAULT_COLOR)

  useEffect(() => {
    if (!opened) return
    setName(current.name)
    setColor(current.color ?? DEFAULT_COLOR)
  }, [opened, current])

  const wellFormed = isColor(color)
  const contrast = wellFormed ? contrastOnWhite(color) : null
  // The default blue is Mantine's own palette, whose shade 8 is checked already (decision 043).
  const readable = !wellFormed || color.toLowerCase() === DEFAULT_COLOR || (contrast ?? 0) >= MIN_CONTRAST
  const valid = wellFormed && readable
  const error = !wellFormed
    ? t`请输入形如 #228be6 的颜色`
    : readable
      ? undefined
      : t`颜色太浅：按钮上的白字对比度只有 ${contrast}:1，至少需要 ${MIN_CONTRAST}:1，请选更深的颜色`
  return (
    <PortalDialog
      opened={opened}
      title={<Trans>主题</Trans>}
      onCancel={onCancel}
      onConfirm={() => {
        if (!valid) return
        onConfirm({ name, color: color.toLowerCase() === DEFAULT_COLOR ? null : color.toLowerCase() })
      }}
    >
      <Stack>
        <Radio.Group label={t`主题风格`} value={name} onChange={(value) => setName(value as ThemeName)}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
            {THEME_NAMES.map((theme) => (
              <Radio.Card key={theme} value={theme} p="xs" radius="sm" aria-label={i18n._(THEME_LABELS[theme])}>
                <Group wrap="nowrap" gap="xs">
                  <Radio.Indicator />
                  <Box aria-hidden w={36} h={26} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 2, overflow: 'hidden', flexShrink: 0 }}>
                    <Box h={7} bg={PREVIEW[theme].header} />
                    <Box h={19} w={11} bg={PREVIEW[theme].navbar} />
                  </Box>
                  <Text size="sm">{i18n._(THEME_LABELS[theme])}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <ColorInput
          label={t`主题色`}
          value={color}
          onChange={setColor}
          format="hex"
          swatches={[...COLOR_SWATCHES]}
          swatchesPerRow={8}
          withEyeDropper={false}
          error={error}
        />
      </Stack>
    </PortalDialog>
  )
}

import { useLingui } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'

import { LANGUAGES, type UiLocale } from './languages'

export { LANGUAGES, type UiLocale } from './languages'

export interface LanguageSwitchProps {
  locale: UiLocale
  onChange: (locale: UiLocale) => void
}

/** zh / en menu; the current language is shown but disabled (spec §2.3). */
export function LanguageSwitch({ locale, onChange }: LanguageSwitchProps) {
  const { t } = useLingui()
  const shown = LANGUAGES.find((language) => language.locale === locale)?.name ?? locale
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        {/* The name holds the language shown, so what a speech user reads out is what it answers to. */}
        <Button variant="subtle" size="compact-sm" aria-label={t`切换语言：${shown}`}>
          {shown}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.locale}
            lang={language.lang}
            disabled={language.locale === locale}
            onClick={() => onChange(language.locale)}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

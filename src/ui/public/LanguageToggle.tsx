import { Button, Group } from '@mantine/core'
import { LANGUAGES, type UiLocale } from '../shell/languages'

/**
 * The public header's languages, side by side as most public sites show them: two buttons, the
 * current one pressed. A menu (the frame's LanguageSwitch) would bring its popover code to the
 * visitor's first page, about 30 kB of gzip for a choice of two (decision 047).
 */
export function LanguageToggle({ locale, onChange, label }: { locale: UiLocale; onChange: (locale: UiLocale) => void; label: string }) {
  return (
    <Group gap={0} role="group" aria-label={label}>
      {LANGUAGES.map((language) => (
        <Button
          key={language.locale}
          variant={language.locale === locale ? 'filled' : 'subtle'}
          size="compact-sm"
          lang={language.lang}
          aria-pressed={language.locale === locale}
          onClick={() => language.locale !== locale && onChange(language.locale)}
        >
          {language.name}
        </Button>
      ))}
    </Group>
  )
}

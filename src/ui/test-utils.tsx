import { setupI18n, type I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

import { UiProviders } from './providers'

/**
 * A fresh i18n per render, active in 'zh' with no catalog: the compiled macros carry their Chinese
 * source message, which Lingui shows when the catalog lacks the id. So tests assert on the very
 * strings written in the components.
 */
export function createTestI18n(locale: 'zh' | 'en' = 'zh'): I18n {
  return setupI18n({ locale, messages: { [locale]: {} } })
}

export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'> & { i18n?: I18n }) {
  const { i18n = createTestI18n(), ...rest } = options ?? {}
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <UiProviders env="test">{children}</UiProviders>
      </I18nProvider>
    )
  }
  return { i18n, ...render(ui, { wrapper: Wrapper, ...rest }) }
}

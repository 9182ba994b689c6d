import type { I18n } from '@lingui/core'
import { routeTitles } from '@/app/route-titles'
import type { Tab } from '@/machines/shell/tabs.machine'

/** The portal's own title in the current language first; the server's menu name otherwise. */
export function tabLabel(tab: Tab, i18n: I18n): string {
  const title = routeTitles[tab.value]
  return title ? i18n._(title) : tab.label || tab.value
}

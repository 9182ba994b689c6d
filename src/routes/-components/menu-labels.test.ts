import { setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import type { MenuItem } from '@/services/schemas/blade-system'
import { localizeMenu } from './menu-labels'

const menu: MenuItem[] = [
  {
    id: '1',
    name: '采购信息',
    path: '/purchaseNotice',
    meta: { i18n: 'purchase' },
    children: [
      { id: '2', name: '采购公告（华东）', path: '/purchaseNotice/index', meta: { i18n: 'purchaseNotice' } },
      { id: '3', name: '专家库', path: '/experts', meta: { i18n: 'experts' } },
      { id: '4', name: '无键', path: '/nokey', meta: null },
    ],
  },
]

/** An English catalog as the compiled one would hold it: keyed by the messages' generated ids. */
function englishI18n(translations: Record<string, string>) {
  const messages = Object.fromEntries(Object.entries(translations).map(([zh, en]) => [generateMessageId(zh), en]))
  return setupI18n({ locale: 'en', messages: { en: messages } })
}

describe('localizeMenu', () => {
  it('keeps the server’s names in Chinese, even where a tenant renamed an entry', () => {
    const i18n = setupI18n({ locale: 'zh', messages: { zh: {} } })
    const out = localizeMenu(menu, i18n)
    expect(out[0]!.name).toBe('采购信息')
    expect(out[0]!.children!.map((c) => c.name)).toEqual(['采购公告（华东）', '专家库', '无键'])
  })

  it('uses the portal’s English for known keys, down the tree, and the server’s name for the rest', () => {
    const i18n = englishI18n({ 采购信息: 'Purchasing', 采购公告: 'Purchase notices' })
    const out = localizeMenu(menu, i18n)
    expect(out[0]!.name).toBe('Purchasing')
    expect(out[0]!.children!.map((c) => c.name)).toEqual(['Purchase notices', '专家库', '无键'])
    expect(out[0]!.children!.map((c) => c.path)).toEqual(['/purchaseNotice/index', '/experts', '/nokey'])
  })
})

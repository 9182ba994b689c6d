import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MENU_ROLES, SUPPLIER_MENU } from '../../fixtures/reference'
import { visibleMenu } from '@/app/menu'
import { menuTargets } from '@/app/menu-targets'
import type { MenuItem } from '@/services/schemas/blade-system'
import { browserSuite, idParam } from './flows'
import { formatProblems } from './harness'
import { waitUntilLoaded } from './loaded'
import { seededProject } from './seeded-project'

/*
 * In English nothing on a screen is Chinese but what the server writes freely: names, titles,
 * reasons, addresses. What the server writes freely is told apart by where it comes from, not by
 * how a screen shows it: every text the simulator holds in its database (the state the screens
 * are read from) is taken out of the page's text before it is looked at, except the fields that
 * name a code (a message's typeStr, a category's name), which the portal must name itself. A
 * status, type, stage or fee kind the portal showed as the server named it stays Chinese and is
 * found; so is any string the portal forgot to translate.
 */

/** Fields of the simulator's records that hold the server's name for a code, not free text. */
const CODE_NAMES = new Set(['typeStr', 'category', 'categoryName', 'statusName', 'typeName'])

/** The supplier's menu as the portal shows it (roles applied, outside pages in their frame): every screen it opens. */
function menuScreens(): string[] {
  const leaves = (items: readonly MenuItem[]): string[] => items.flatMap((item) => (item.children?.length ? leaves(item.children) : [item.path]))
  return leaves(menuTargets(visibleMenu(SUPPLIER_MENU as unknown as MenuItem[], [MENU_ROLES.supplier])))
}

/** Every text the simulator's database holds (JSON kept in a text field included), bar the names of codes: longest first. */
function serverTexts(page: Page): Promise<string[]> {
  return page.evaluate((codeNames) => {
    const han = /\p{Script=Han}/u
    const found = new Set<string>()
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'string') {
        if (/^[[{]/.test(value)) {
          try {
            walk(JSON.parse(value), key)
            return
          } catch {
            // Text that only looks like JSON.
          }
        }
        if (!codeNames.includes(key) && han.test(value)) found.add(value.trim())
      } else if (Array.isArray(value)) {
        for (const item of value) walk(item, key)
      } else if (value && typeof value === 'object') {
        for (const [name, item] of Object.entries(value)) walk(item, name)
      }
    }
    walk((window as unknown as { __simulator: { snapshot: () => { db: unknown } } }).__simulator.snapshot().db, '')
    return [...found].sort((a, b) => b.length - a.length)
  }, [...CODE_NAMES])
}

/**
 * The Chinese the page shows once the server's own texts are taken out: text (visually hidden text,
 * read out by screen readers, included) and the values and placeholders of fields. Text marked as
 * Chinese (`lang="zh…"`, the language switch's 中文) is meant to be.
 */
function chineseLeft(page: Page, server: readonly string[]): Promise<string[]> {
  return page.evaluate((server) => {
    const han = /\p{Script=Han}/u
    const texts: Array<{ text: string; element: Element }> = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue
      texts.push({ text: node.textContent ?? '', element })
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (field.type !== 'hidden') texts.push({ text: `${field.value} ${field.placeholder}`, element: field })
    }
    const left = new Set<string>()
    for (const { text, element } of texts) {
      if (!han.test(text) || element.closest('[lang^="zh"]') || !element.checkVisibility()) continue
      let rest = text
      for (const sent of server) if (rest.includes(sent)) rest = rest.split(sent).join(' ')
      if (!han.test(rest)) continue
      const where = element.closest('table, [role="dialog"], nav, header, footer, main, section, [role="region"]')
      left.add(`${text.trim().slice(0, 80)}  (${where ? `${where.tagName.toLowerCase()} ${where.getAttribute('aria-label') ?? ''}`.trim() : 'page'})`)
    }
    return [...left]
  }, server)
}

/** Badges whose words do not fit and end in an ellipsis: a state the reader cannot read. */
function cutOffBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => label.checkVisibility() && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `badge cut off: ${label.textContent ?? ''}`),
  )
}

/** A row's actions outside the part of its table in sight: there only for who thinks to scroll sideways. */
function actionsOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-row-actions] button, [data-row-actions] a')]
      .filter((control) => control.checkVisibility())
      .filter((control) => {
        const box = control.getBoundingClientRect()
        const frame = (control.closest('.mantine-Table-scrollContainer') ?? document.documentElement).getBoundingClientRect()
        return box.left < frame.left - 1 || box.right > Math.min(frame.right, window.innerWidth) + 1
      })
      .map((control) => `action out of sight: ${control.textContent ?? ''}`),
  )
}

type RouterEvents = { __portalRouter: { navigate: (to: { href: string }) => Promise<void>; subscribe: (event: 'onRendered', listener: () => void) => () => void } }

/** Goes to `href` within the app, as the menu does, once the screen there has rendered (not only been routed to). */
function showScreen(page: Page, href: string) {
  return page.evaluate(
    (href) =>
      new Promise<void>((resolve, reject) => {
        const router = (window as unknown as RouterEvents).__portalRouter
        const stop = router.subscribe('onRendered', () => {
          stop()
          resolve()
        })
        router.navigate({ href }).catch(reject)
      }),
    href,
  )
}

describe('the portal in English', () => {
  const suite = browserSuite()

  it('shows no Chinese but the server’s own names and texts, and no state or action cut off, on any screen of the menu, the hall or the public lists', async () => {
    const portal = await suite.signedIn('supplier')
    const { page } = portal
    await page.getByRole('button', { name: '切换语言' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor()

    const signed = (await seededProject(page, 'hallSigned')).project.id
    const decrypting = (await seededProject(page, 'hallDecrypt')).project.id
    const screens = [
      ...menuScreens(),
      `/electronicOpening?projectId=${idParam(signed)}`,
      `/electronicOpening?projectId=${idParam(decrypting)}`,
      `/electronicOpening/seeProgess?projectId=${idParam(signed)}`,
      `/electronicOpening/seeProgess?projectId=${idParam(decrypting)}`,
      '/information',
    ]
    expect(screens).toEqual(expect.arrayContaining(['/home/homePage', '/purchaseNotice/index', '/personal/myProject', '/personal/feeCenter']))
    const server = await serverTexts(page)

    const found: Record<string, string[]> = {}
    for (const screen of screens) {
      await showScreen(page, screen)
      await waitUntilLoaded(page, screen)
      const left = [...(await chineseLeft(page, server)), ...(await cutOffBadges(page)), ...(await actionsOutOfSight(page))]
      if (left.length) found[screen] = left
    }
    expect(found).toEqual({})
    expect(portal.errors, formatProblems(portal.errors)).toEqual([])
  }, 900_000)
})

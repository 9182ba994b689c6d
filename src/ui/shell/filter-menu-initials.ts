/**
 * The pinyin initials of the characters in the portal's menu and screen names, for searching the
 * menu by initials (订单管理 by "ddgl"). A table rather than a pinyin library: the library weighs
 * about 147 kB gzip, five times the frame's own code (decision 065). Each character is listed under
 * every initial of its readings, so a polyphone (单: dan, shan, chan) matches by any of them.
 * `filter-menu-initials.test.ts` checks the table against the library and the names it must cover,
 * and prints the corrected table when a name brings a new character.
 */
const BY_INITIAL: Readonly<Record<string, string>> = {
  a: '安',
  b: '保变屏帮报播标绑',
  c: '串传册助单场成查程策采',
  d: '代到动单大定度提电的订调',
  f: '付发府放服法费',
  g: '个供公关合告国工改更构果格概管规购',
  h: '互函合后回户核还',
  j: '交件价据机检系结缴记进金',
  k: '开',
  l: '履录料理联览',
  m: '们名密明模目码',
  n: '拟纳',
  p: '品屏票评',
  q: '企全前情求签请',
  r: '人入日认',
  s: '上书信单商审收数申示说锁首',
  t: '厅台同填投提调退通',
  w: '伪务我文未网问',
  x: '下信修心息消现系线询详需项',
  y: '与业于已应样用研约详说邀页预验',
  z: '中传作值助在填增子找招支政暂查注直真知缴自证调账资驻',
}

let byCharacter: Map<string, string> | null = null

/** Every initial `character` may take (lower case); '' for a character the table lacks. */
export function initialsOf(character: string): string {
  if (!byCharacter) {
    byCharacter = new Map()
    for (const [initial, characters] of Object.entries(BY_INITIAL)) {
      for (const c of characters) byCharacter.set(c, (byCharacter.get(c) ?? '') + initial)
    }
  }
  return byCharacter.get(character) ?? ''
}

/** The table as it stands, for its test. */
export const INITIALS_TABLE = BY_INITIAL

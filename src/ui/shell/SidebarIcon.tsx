import type { MenuNode } from './filter-menu'

/** Line drawings on a 24 px grid, one per kind of area the menu's `source` names. */
const DRAWINGS = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  message: 'M3 6h18v12H3zM3 6l9 7 9-7',
  notice: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  project: 'M3 6h6l2 2h10v11H3z',
  opening: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  money: 'M7 4l5 7 5-7M12 11v9M8 13h8M8 17h8',
  certificate: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  credit: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  specimen: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  enterprise: 'M4 21V4h10v17M14 9h6v12M2 21h20M7 8h4M7 12h4M7 16h4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const

type Drawing = keyof typeof DRAWINGS

/** The back end's icon-font names (`iconfont icon-…`, spec 000 §6's menu) by the drawing each gets. */
const BY_SOURCE: Record<string, Drawing> = {
  home: 'home',
  shouye: 'home',
  gailan: 'home',
  message: 'message',
  gonggao: 'notice',
  zhaobiao: 'notice',
  diaoyan: 'notice',
  biangeng: 'notice',
  yaoqing: 'notice',
  wenti: 'notice',
  xiangmu: 'project',
  shangchuan: 'project',
  shencha: 'project',
  kaibiao: 'opening',
  qiandao: 'opening',
  rili: 'opening',
  toubiao: 'opening',
  zhibo: 'opening',
  feiyong: 'money',
  dingdan: 'money',
  kaipiao: 'money',
  fapiao: 'money',
  zhengshu: 'certificate',
  renzheng: 'certificate',
  anquan: 'certificate',
  bangding: 'certificate',
  banli: 'certificate',
  xinyong: 'credit',
  hetong: 'credit',
  yanshou: 'credit',
  yangpin: 'specimen',
  baohan: 'specimen',
  shenqing: 'specimen',
  jilu: 'specimen',
  chaxun: 'specimen',
  qiye: 'enterprise',
  ziliao: 'enterprise',
  lianxiren: 'enterprise',
  shenhe: 'enterprise',
  fuwu: 'enterprise',
  geren: 'enterprise',
  xinxi: 'enterprise',
  link: 'link',
}

/** A menu entry as the server sends it may name its icon in `source`. */
export type IconSource = { source?: string | null | undefined }

function drawingOf(source: string | null | undefined): Drawing | null {
  const name = /icon-([a-z0-9_-]+)/i.exec(source ?? '')?.[1]?.toLowerCase()
  return name ? (BY_SOURCE[name] ?? null) : null
}

/**
 * A menu entry's icon for the folded sidebar: the drawing its `source` names, or else the first
 * character of its name, so every entry still has a mark of its own. Decorative: the entry's
 * control carries the name.
 */
export function SidebarIcon({ node }: { node: MenuNode & IconSource }) {
  const drawing = drawingOf(node.source)
  if (!drawing) {
    return (
      <span aria-hidden style={{ fontWeight: 600, fontSize: 15, lineHeight: 1 }}>
        {Array.from(node.name.trim())[0] ?? '·'}
      </span>
    )
  }
  return (
    <svg aria-hidden focusable="false" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={DRAWINGS[drawing]} />
    </svg>
  )
}

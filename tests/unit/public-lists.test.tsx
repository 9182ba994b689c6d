import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DICTIONARIES } from '../../fixtures/reference'
import { appOverSimulator } from './app-harness'
import { eventually, filterList, rowsOf, searchList } from './table-rows'


const app = appOverSimulator()

const query = () => new URLSearchParams(window.location.search)


/** The titles the table shows, once `count` rows have arrived (a list narrowed by the URL reloads). */
async function titlesOf(name: string, count: number) {
  await eventually(async () => expect(await rowsOf(name)).toHaveLength(count))
  return (await rowsOf(name)).map((row) => within(row).getByRole('link').textContent)
}

/** Opens the row titled `title` and waits for its detail page at `path`. */
async function open(table: string, title: string, path: string) {
  const row = (await rowsOf(table)).find((r) => within(r).getByRole('link').textContent === title)!
  await userEvent.click(within(row).getByRole('link', { name: title }))
  await eventually(() => expect(window.location.pathname).toBe(path))
  expect(query().get('id')).toBeTruthy()
  // The tenant's HTML body may repeat the title as a heading of its own.
  expect((await screen.findAllByRole('heading', { name: title, level: 3 })).length).toBeGreaterThan(0)
}

describe('procurement information: prequalification and results (decision 038)', () => {
  it('lists the prequalification notices, searches them by title in the URL, and opens one', async () => {
    app.start('/information/qualifyInfo')
    expect(await titlesOf('资格预审公告列表', 4)).toContain('锦江区道路改造工程电子招标招标公告')
    await searchList('公告标题', '西湖区')
    await eventually(() => expect(query().get('title')).toBe('西湖区'))
    expect(await titlesOf('资格预审公告列表', 2)).toEqual(['西湖区公交站台改造工程在线询价招标公告', '西湖区办公家具电子招标招标公告'])
    await open('资格预审公告列表', '西湖区办公家具电子招标招标公告', '/information/informationDetail')
    expect(await screen.findByRole('table', { name: '标段（包）' })).toBeInTheDocument()
  })

  it('lists the results, filters them by the bulletin_type dictionary’s result types, and opens one', async () => {
    app.start('/information/subjectInfo')
    expect(await titlesOf('结果公示列表', 3)).toContain('经开区办公家具询价采购中标结果公告')
    const select = screen.getByRole('combobox', { name: '公告类型' })
    // The dictionary's names for 4, 5 and 6; its other types are not results.
    await eventually(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部', '中标候选人公示', '中标结果公告', '终止公告']))
    await filterList('公告类型', '终止公告')
    await eventually(() => expect(query().get('category')).toBe('6'))
    const rows = await titlesOf('结果公示列表', 2)
    expect(rows).toEqual(['经开区中学教学楼新建工程电子招标流标公告', '临港新片区城市照明节能改造采购项目流标公告'])
    await open('结果公示列表', rows[0]!, '/information/informationDetail')
    // Taking part is for tender notices only.
    expect(screen.queryByRole('button', { name: '登录后报名' })).toBeNull()
  })

  it('names the result types as the tenant’s bulletin_type dictionary does', async () => {
    // A tenant that calls its 6 废标公告: the filter says what the list's badges say.
    const renamed = DICTIONARIES.bulletin_type!.map((entry) => (entry.dictKey === '6' ? { ...entry, dictValue: '废标公告' } : entry))
    app.control.faults.set('GET /api/blade-system/dict/dictionary', { status: 200, body: { code: 200, success: true, data: renamed, msg: '操作成功' } })
    app.start('/information/subjectInfo')
    const select = await screen.findByRole('combobox', { name: '公告类型' })
    await eventually(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部', '中标候选人公示', '中标结果公告', '废标公告']))
    await filterList('公告类型', '废标公告')
    await eventually(() => expect(query().get('category')).toBe('6'))
    await titlesOf('结果公示列表', 2)
  })
})

describe('electronic tenders and inquiries', () => {
  it('lists the online kinds’ notices, narrows them by project kind in the URL, and opens one', async () => {
    app.start('/biddingNotice')
    await titlesOf('电子招标公告列表', 10)
    await filterList('项目类型', '后审项目')
    await eventually(() => expect(query().get('projectType')).toBe('2'))
    await titlesOf('电子招标公告列表', 2)
    for (const row of await rowsOf('电子招标公告列表')) expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('后审项目')
    await open('电子招标公告列表', '两江新区政务云平台运维服务公开招标（资格后审）招标公告', '/biddingNotice/biddingNoticeDetail')
    expect(screen.getByRole('button', { name: '登录后报名' })).toBeInTheDocument()
  })

  it('keeps the page in the URL, and a reload from that address shows the same page', async () => {
    app.start('/biddingNotice')
    const first = await titlesOf('电子招标公告列表', 10)
    await userEvent.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '2' }))
    await eventually(() => expect(query().get('curr')).toBe('2'))
    const second = await titlesOf('电子招标公告列表', 7)
    expect(second.filter((title) => first.includes(title))).toEqual([])

    app.start(`${window.location.pathname}${window.location.search}`)
    expect(await titlesOf('电子招标公告列表', 7)).toEqual(second)
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('共 17 条')).toBeInTheDocument()
  })

  it('lists the inquiries’ notices, narrows them to offline inquiries, and opens one', async () => {
    app.start('/biddingNotice/quotationInfo')
    expect(await titlesOf('询价信息列表', 4)).toContain('滨江区道路改造工程在线询价招标公告')
    await filterList('项目类型', '线下询价')
    await eventually(() => expect(query().get('projectType')).toBe('3'))
    expect(await titlesOf('询价信息列表', 1)).toEqual(['经开区办公家具询价采购招标公告'])
    await open('询价信息列表', '经开区办公家具询价采购招标公告', '/biddingNotice/biddingNoticeDetail')
  })
})

describe('the announcements (招标信息)', () => {
  it('filters every announcement by bulletin_type in the URL, opens one, and goes back to the filtered list', async () => {
    app.start('/biddingMessage/biddingNoticeList')
    await titlesOf('公告公示列表', 10)
    await filterList('公告类型', '变更公告')
    await eventually(() => expect(query().get('category')).toBe('2'))
    expect(await titlesOf('公告公示列表', 1)).toEqual(['西湖区公交站台改造工程电子招标变更公告（第1次）'])
    expect(within((await rowsOf('公告公示列表'))[0]!).getAllByRole('cell')[2]).toHaveTextContent('变更公告')
    await open('公告公示列表', '西湖区公交站台改造工程电子招标变更公告（第1次）', '/biddingMessage/biddingNoticeDetail')
    await userEvent.click(screen.getAllByRole('button', { name: '返回' })[0]!)
    await eventually(() => expect(window.location.pathname).toBe('/biddingMessage/biddingNoticeList'))
    expect(query().get('category')).toBe('2')
    expect(await titlesOf('公告公示列表', 1)).toEqual(['西湖区公交站台改造工程电子招标变更公告（第1次）'])
  })
})

describe('policies and demand surveys', () => {
  it('searches the policies by title in the URL and opens one with its issuing body', async () => {
    app.start('/policy')
    expect(await rowsOf('政策法规列表')).toHaveLength(8)
    await searchList('标题', '招标投标法')
    await eventually(() => expect(query().get('title')).toBe('招标投标法'))
    await eventually(async () => expect(await rowsOf('政策法规列表')).toHaveLength(2))
    const row = (await rowsOf('政策法规列表')).find((r) => within(r).getByRole('link').textContent === '中华人民共和国招标投标法')!
    await userEvent.click(within(row).getByRole('link'))
    await eventually(() => expect(window.location.pathname).toBe('/policy/policyDetail'))
    expect(await screen.findByRole('heading', { name: '中华人民共和国招标投标法', level: 3 })).toBeInTheDocument()
    expect(screen.getByText('来源：全国人民代表大会常务委员会')).toBeInTheDocument()
  })

  it('lists the published surveys, narrows them by status in the URL, and opens one', async () => {
    app.start('/researchNeeds')
    expect(await rowsOf('需求调研公告列表')).toHaveLength(5)
    await filterList('状态', '已截止')
    await eventually(() => expect(query().get('status')).toBe('2'))
    await eventually(async () => expect(await rowsOf('需求调研公告列表')).toHaveLength(2))
    const title = '杭州市教育局法律顾问项目需求调研公告'
    const row = (await rowsOf('需求调研公告列表')).find((r) => r.textContent?.includes(title))!
    await userEvent.click(within(row).getByRole('link', { name: title }))
    await eventually(() => expect(window.location.pathname).toBe('/researchNeeds/researchDetail'))
    expect(await screen.findByRole('heading', { name: title, level: 3 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'XQDY-2026-005' })).toHaveTextContent('杭州市教育局')
  })
})

describe('the deposit pages (fixed text)', () => {
  it('explains how a deposit is lodged, and takes a visitor through sign-in to the fund account', async () => {
    app.start('/biddingMessage/deposit')
    expect(await screen.findByRole('heading', { name: '投标保证金缴纳须知', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '缴纳方式' })).toHaveTextContent('电子保函')
    expect(screen.getByRole('region', { name: '注意事项' })).toHaveTextContent('第二十六条')
    await userEvent.click(screen.getByRole('button', { name: '登录查看' }))
    await eventually(() => expect(window.location.pathname).toBe('/login'))
    expect(query().get('redirect')).toBe('/personal/feeCenter/fundCount')
  })

  it('explains when deposits are returned, and leads to the form among the downloads', async () => {
    app.start('/biddingMessage/withdraw')
    expect(await screen.findByRole('heading', { name: '投标保证金退还说明', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '退还时限' })).toHaveTextContent('第五十七条')
    await userEvent.click(screen.getByRole('link', { name: '《投标保证金退还申请表》' }))
    await eventually(() => expect(window.location.pathname).toBe('/helpcenter'))
    expect(query().get('tab')).toBe('download')
    expect(query().get('category')).toBe('4')
    expect((await rowsOf('资料下载列表')).length).toBeGreaterThan(0)
  })
})

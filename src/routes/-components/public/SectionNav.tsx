import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { SectionTabs } from '@/ui/public/SectionTabs'

type Section = 'information' | 'biddingNotice' | 'biddingMessage'

/** The pages of a public section side by side (decision 038). */
export function SectionNav({ section }: { section: Section }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') })
  const sections: Record<Section, { label: string; pages: Array<[string, string]> }> = {
    information: {
      label: t`采购信息`,
      pages: [
        [t`采购公告`, '/information'],
        [t`资格预审公告`, '/information/qualifyInfo'],
        [t`结果公示`, '/information/subjectInfo'],
      ],
    },
    biddingNotice: {
      label: t`电子招标`,
      pages: [
        [t`电子招标公告`, '/biddingNotice'],
        [t`询价信息`, '/biddingNotice/quotationInfo'],
      ],
    },
    biddingMessage: {
      label: t`招标信息`,
      pages: [
        [t`公告公示`, '/biddingMessage/biddingNoticeList'],
        [t`保证金缴纳`, '/biddingMessage/deposit'],
        [t`保证金退还`, '/biddingMessage/withdraw'],
      ],
    },
  }
  const { label, pages } = sections[section]
  return <SectionTabs label={label} items={pages.map(([name, href]) => ({ label: name, href, active: pathname === href }))} onNavigate={(href) => void navigate({ href })} />
}

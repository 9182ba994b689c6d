import { Trans } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { PageLoader } from '@/ui/pages/PageLoader'
import { SupplierReview } from '@/routes/-components/SupplierReview'
import { AllCalendarExport, MyTenders, OpenNotices } from '@/routes/-screens/tender'

const route = getRouteApi('/_auth/_shell/home/homePage')

export function HomeScreen() {
  const profile = useSelector(route.useRouteContext().shell.profile, (s) => s.context.profile)
  const supplier = profile?.supplier
  return (
    <Stack>
      <Title order={3}>
        <Trans>供应商首页</Trans>
      </Title>
      {supplier ? (
        <SupplierReview supplier={supplier} editable />
      ) : (
        <PageLoader />
      )}
      {supplier ? <MyTenders /> : null}
      {supplier ? <AllCalendarExport /> : null}
      {/* Suppliers under review or rejected may not sign up (spec 001 §6): no notices to offer them. */}
      {supplier && supplier.reviewStatus !== '0' && supplier.reviewStatus !== '2' ? <OpenNotices /> : null}
    </Stack>
  )
}

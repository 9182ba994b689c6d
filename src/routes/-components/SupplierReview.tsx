import { useNavigate } from '@tanstack/react-router'
import { ReviewStatusCard } from '@/ui/review/ReviewStatusCard'

type Reviewed = { name: string; reviewStatus: string; auditRemark?: string | null | undefined }

/**
 * The supplier's review status as every screen shows it (spec §4): under its name unless `unnamed`,
 * and, where `editable`, a rejected supplier's way to the certification form to correct it.
 */
export function SupplierReview({ supplier, unnamed = false, editable = false }: { supplier: Reviewed; unnamed?: boolean; editable?: boolean }) {
  const navigate = useNavigate()
  return (
    <ReviewStatusCard
      companyName={unnamed ? undefined : supplier.name}
      reviewStatus={supplier.reviewStatus}
      auditRemark={supplier.auditRemark ?? null}
      onEdit={editable ? () => void navigate({ to: '/personal/setInformation/enterpriseCertification' }) : undefined}
    />
  )
}

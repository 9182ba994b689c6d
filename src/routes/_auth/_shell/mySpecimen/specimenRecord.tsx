import { createFileRoute } from '@tanstack/react-router'
import { firstPagePlain } from '@/routes/-components/search'
import { specimenSearch } from '@/routes/-screens/specimen/specimen-search'
import { SpecimenRecordScreen } from '@/routes/-screens/specimen/SpecimenRecordScreen'

/** Spec 001 §2: /mySpecimen/specimenRecord, the supplier's specimen applications and their review (decision 045). */
export const Route = createFileRoute('/_auth/_shell/mySpecimen/specimenRecord')({
  validateSearch: specimenSearch([0, 1, 2, 3]),
  search: firstPagePlain(),
  component: SpecimenRecordScreen,
})

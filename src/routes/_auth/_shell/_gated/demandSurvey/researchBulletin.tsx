import { createFileRoute } from '@tanstack/react-router'
import { routeTitles } from '@/app/route-titles'
import { NotOpenYet } from '@/routes/-components/NotOpenYet'

export const Route = createFileRoute('/_auth/_shell/_gated/demandSurvey/researchBulletin')({
  component: () => <NotOpenYet title={routeTitles['/demandSurvey/researchBulletin']!} />,
})

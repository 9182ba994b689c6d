import { createFileRoute } from '@tanstack/react-router'
import { projectSearch } from '@/routes/-components/search'
import { EvaluationInteractScreen } from '@/routes/-screens/opening/EvaluationInteractScreen'

/** Spec 001 §2 /electronicOpening/evaluationInteract: the evaluation's progress and the evaluators' explanation requests to me (decision 025). */
export const Route = createFileRoute('/_auth/_shell/electronicOpening/evaluationInteract')({
  validateSearch: projectSearch,
  remountDeps: ({ search }) => search.projectId,
  component: EvaluationInteractScreen,
})

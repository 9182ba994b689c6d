import type { Project } from '@/services/schemas/bid-project'

/** Projects as a select's options, each named by its code and name. */
export const projectOptions = (projects: readonly Pick<Project, 'id' | 'projectCode' | 'projectName'>[]) =>
  projects.map((project) => ({ value: project.id, label: `${project.projectCode} ${project.projectName}` }))

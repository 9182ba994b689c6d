/** A screen about one project (`?projectId=`); the back end's ids may arrive as numbers. */
export function projectSearch(s: Record<string, unknown>): { projectId: string } {
  return { projectId: typeof s.projectId === 'string' || typeof s.projectId === 'number' ? String(s.projectId) : '' }
}

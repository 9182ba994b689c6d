import { Badge, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Project } from '@/services/schemas/bid-project'
import { CodeText } from '@/ui/format/CodeText'
import { projectKindLabels, projectPhaseLabels } from '@/ui/format/project-labels'
import { DetailHeader } from './RecordDetailFrame'

type Heading = Pick<Project, 'projectName' | 'projectCode' | 'projectType' | 'projectTypeName' | 'status' | 'statusName'>

/**
 * A project detail's heading: the project's name, its kind (unless `withKind` is false), its phase
 * (green while the screen's action is open to the supplier) and its code; the way back opposite.
 */
export function ProjectHeader({ project, open, withKind = true, actions }: { project: Heading; open: boolean; withKind?: boolean; actions: ReactNode }) {
  return (
    <DetailHeader title={project.projectName} actions={actions}>
      <Group gap="xs">
        {withKind ? (
          <Badge variant="light">
            <CodeText labels={projectKindLabels} code={project.projectType} sent={project.projectTypeName} />
          </Badge>
        ) : null}
        <Badge variant="light" color={open ? 'green' : 'gray'}>
          <CodeText labels={projectPhaseLabels} code={project.status} sent={project.statusName} />
        </Badge>
        <Text size="sm" c="dimmed">
          {project.projectCode}
        </Text>
      </Group>
    </DetailHeader>
  )
}

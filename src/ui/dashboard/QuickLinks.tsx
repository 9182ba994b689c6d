import { Anchor, Card, SimpleGrid, Text } from '@mantine/core'
import { safeHref } from '@/validation/safe-url'

export type QuickLink = { href: string; label: string; description: string }

/** A grid of links to screens, each with a line on what it is for; a navigation landmark of its own. */
export function QuickLinks({ label, links, onOpen }: { label: string; links: readonly QuickLink[]; onOpen: (href: string) => void }) {
  return (
    <nav aria-label={label}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {links.map((link) => (
          <Card key={link.href} withBorder padding="sm">
            <Anchor
              href={safeHref(link.href)}
              fw={600}
              onClick={(event) => {
                event.preventDefault()
                onOpen(link.href)
              }}
            >
              {link.label}
            </Anchor>
            <Text size="xs" c="dimmed">
              {link.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  )
}

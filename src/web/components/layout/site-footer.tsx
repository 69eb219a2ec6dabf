import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function SiteFooter({ leagueName, contactAddress = null }: { leagueName: string; contactAddress?: string | null }) {
  return (
    <footer className="site-footer">
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {leagueName} · Adult recreational soccer
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/rules" size="sm">
              League Rules
            </Anchor>
            {contactAddress ? (
              <Anchor href={`mailto:${contactAddress}`} size="sm">
                Contact: {contactAddress}
              </Anchor>
            ) : null}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

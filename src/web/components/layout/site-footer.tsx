import { Container, Text } from '@mantine/core';

export function SiteFooter({ leagueName }: { leagueName: string }) {
  return (
    <footer className="site-footer">
      <Container size="lg" py="lg">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {leagueName} · Adult recreational soccer
        </Text>
      </Container>
    </footer>
  );
}

import { Drawer, Stack } from '@mantine/core';
import { ThemeControl } from '../../components/layout/theme-control';
import { PrimaryCta } from './primary-cta';
import { MainNav } from './main-nav';

interface MobileNavDrawerProps {
  id: string;
  opened: boolean;
  live: boolean;
  onClose: () => void;
}

/**
 * Below 768 px the navigation, the primary button and the theme choice live here, behind the
 * burger: reachable signed out as well as signed in.
 */
export default function MobileNavDrawer({ id, opened, live, onClose }: MobileNavDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs" hiddenFrom="sm">
      <Drawer.Overlay />
      <Drawer.Content id={id}>
        {/* A div, not Mantine's default <header>: a second banner landmark would confuse
            screen-reader landmark navigation. */}
        <Drawer.Header component="div">
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close navigation" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="lg">
            <MainNav live={live} mobile label="Menu" onNavigate={onClose} />
            <PrimaryCta fullWidth onNavigate={onClose} />
            <ThemeControl placement="menu" />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

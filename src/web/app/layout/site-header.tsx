import { Burger, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBallFootball } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ThemeControl } from '../../components/layout/theme-control';
import { AccountArea } from '../../features/auth/components/account-area';
import { useIsGameLive } from '../../features/games/api';
import { useLeagueName } from '../../features/settings/api';
import { PrimaryCta } from './primary-cta';
import { preloadWhenIdle } from '../../lib/preload';
import { MainNav } from './main-nav';

const loadDrawer = () => import('./mobile-nav-drawer');
// Drawer, overlay, focus trap and scroll lock are not needed until the burger is pressed.
const MobileNavDrawer = lazy(loadDrawer);
const MOBILE_NAV_ID = 'mobile-navigation';

/**
 * Spec §2 header. At 768 px and up (Mantine's `sm`, the spec's breakpoint) the navigation,
 * the primary button and the theme choice sit in the bar; below, they move into a drawer
 * behind a burger, and the bar keeps the league's name, the account and the burger.
 */
export function SiteHeader() {
  const [drawerOpen, drawer] = useDisclosure(false);
  // Mounted from the first opening on, so its closing animation can play.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const live = useIsGameLive();
  const leagueName = useLeagueName();
  useEffect(() => preloadWhenIdle(loadDrawer), []);

  const toggleDrawer = () => {
    setDrawerUsed(true);
    drawer.toggle();
  };

  return (
    <header className="site-header">
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap" miw={0}>
            <UnstyledButton component={Link} to="/" className="brand" aria-label={`${leagueName} home`}>
              <IconBallFootball size={28} aria-hidden />
              <Text component="span" fw={700} truncate className="brand-name">
                {leagueName}
              </Text>
            </UnstyledButton>
            <Group visibleFrom="sm" wrap="nowrap">
              <MainNav live={live} mobile={false} label="Main" />
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group visibleFrom="sm">
              <PrimaryCta />
            </Group>
            <ThemeControl placement="header" />
            <AccountArea />
            <Burger
              hiddenFrom="sm"
              opened={drawerOpen}
              onClick={toggleDrawer}
              aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? MOBILE_NAV_ID : undefined}
            />
          </Group>
        </Group>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer id={MOBILE_NAV_ID} opened={drawerOpen} live={live} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </header>
  );
}

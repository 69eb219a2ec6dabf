import { ActionIcon, Button, Drawer, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { type Icon, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSwipeDrawer } from '../../lib/use-swipe-drawer';

/** One link of an area's sidebar. */
export interface AreaSection {
  key: string;
  label: string;
  path: string;
}

interface AreaNavProps {
  /** The area's name: the nav's label and, lower-cased, the start of its ids and stored choice ("Admin", "Captain"). */
  area: string;
  sections: readonly AreaSection[];
  /** Icons by section key; a section without one gets `fallbackIcon`. */
  icons: Readonly<Record<string, Icon>>;
  fallbackIcon: Icon;
}

/**
 * The shared layout of the admin and captain areas (spec §2: "The captain layout behaves
 * similarly"): a sidebar that collapses to icons on wider screens, remembered per device; below
 * 768 px a drawer, opened by the "<Area> menu" button or a swipe right from the left edge and
 * closed by a swipe left or by following a link. `children` is the page part.
 */
export function AreaShell({ area, sections, icons, fallbackIcon, className, children }: AreaNavProps & { className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const key = area.toLowerCase();
  const sidebarId = `${key}-sidebar`;
  const drawerNavId = `${key}-drawer-nav`;
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [collapsed, setCollapsed] = useLocalStorage({ key: `${key}-sidebar-collapsed`, defaultValue: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  useSwipeDrawer({ enabled: mobile, opened: drawerOpen, onOpen: drawer.open, onClose: drawer.close });
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);
  const nav = { area, sections, icons, fallbackIcon };

  return (
    <div className={['admin-shell', className].filter(Boolean).join(' ')}>
      {mobile ? null : (
        <div className="admin-sidebar" data-collapsed={collapsed || undefined}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            mb="xs"
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={20} aria-hidden />}
          </ActionIcon>
          <AreaNav {...nav} id={sidebarId} collapsed={collapsed} />
        </div>
      )}
      <div className="admin-content">
        {mobile ? (
          <Button
            variant="default"
            size="xs"
            mb="md"
            leftSection={<IconMenu2 size={16} aria-hidden />}
            onClick={drawer.open}
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerNavId : undefined}
          >
            {area} menu
          </Button>
        ) : null}
        {children}
      </div>
      {mobile ? (
        <Drawer.Root opened={drawerOpen} onClose={drawer.close} position="left" size={280}>
          <Drawer.Overlay />
          <Drawer.Content>
            <Drawer.Header component="div">
              <Drawer.Title>{area} menu</Drawer.Title>
              <Drawer.CloseButton aria-label={`Close ${key} menu`} />
            </Drawer.Header>
            <Drawer.Body>
              <AreaNav {...nav} id={drawerNavId} onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      ) : null}
    </div>
  );
}

/** An area's sidebar links, in the order given; collapsed, icons only, the names kept for screen readers. */
function AreaNav({
  area,
  sections,
  icons,
  fallbackIcon,
  id,
  collapsed = false,
  onNavigate,
}: AreaNavProps & { id: string; collapsed?: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label={area} id={id}>
      <Stack component="ul" gap={2} m={0} p={0} className="nav-list">
        {sections.map((section) => {
          const SectionIcon = icons[section.key] ?? fallbackIcon;
          return (
            <li key={section.key}>
              <UnstyledButton
                component={NavLink}
                to={section.path}
                onClick={onNavigate}
                className="nav-link admin-nav-link"
                data-collapsed={collapsed || undefined}
                title={collapsed ? section.label : undefined}
              >
                <SectionIcon size={20} aria-hidden />
                {collapsed ? <VisuallyHidden>{section.label}</VisuallyHidden> : <span>{section.label}</span>}
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}

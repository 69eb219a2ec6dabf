import { Group, Stack, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import { FOLLOW_LIVE, navItems } from './nav-items';

interface MainNavProps {
  live: boolean;
  mobile: boolean;
  label: string;
  onNavigate?: () => void;
}

/** The spec's top navigation; NavLink marks the current page with aria-current="page". */
export function MainNav({ live, mobile, label, onNavigate }: MainNavProps) {
  const items = navItems({ live, mobile });
  const List = mobile ? Stack : Group;
  const mobileAttr = mobile || undefined;
  return (
    <nav aria-label={label}>
      <List component="ul" gap={mobile ? 4 : 'xs'} m={0} p={0} className="nav-list">
        {items.map((item) =>
          item === FOLLOW_LIVE ? (
            <li key={item.to}>
              <UnstyledButton component={NavLink} to={item.to} end onClick={onNavigate} className="nav-link" data-mobile={mobileAttr}>
                <span className="live-dot" aria-hidden />
                {item.label}
              </UnstyledButton>
            </li>
          ) : (
            <li key={item.to}>
              <UnstyledButton component={NavLink} to={item.to} end onClick={onNavigate} className="nav-link" data-mobile={mobileAttr}>
                {item.label}
              </UnstyledButton>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}

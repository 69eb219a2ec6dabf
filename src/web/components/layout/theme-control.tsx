import { NativeSelect, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { parseThemeChoice, toColorScheme, toThemeChoice, type ThemeChoice } from '../../lib/theme-storage';

const OPTIONS: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];
const ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;

interface ThemeControlProps {
  /** In the header (a compact select named by its icon) or in the phone's menu (a labelled field). */
  placement: 'header' | 'menu';
}

/**
 * Light, dark or system (spec §2); Mantine stores the choice under the key `theme`. A native
 * select: every phone has a good picker for it, it needs no popover code on first load, and
 * keyboards and screen readers know it. From 768 px it sits in the header; below, in the
 * navigation menu, where it leaves the phone's header room for the league's name.
 */
export function ThemeControl({ placement }: ThemeControlProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = toThemeChoice(colorScheme);
  const Icon = ICONS[current];
  const inHeader = placement === 'header';
  return (
    <NativeSelect
      aria-label={inHeader ? 'Theme' : undefined}
      label={inHeader ? undefined : 'Theme'}
      data={OPTIONS}
      value={current}
      onChange={(event) => setColorScheme(toColorScheme(parseThemeChoice(event.currentTarget.value)))}
      leftSection={<Icon size={16} aria-hidden />}
      w={inHeader ? 118 : undefined}
      visibleFrom={inHeader ? 'sm' : undefined}
    />
  );
}

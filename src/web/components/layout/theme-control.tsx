import { NativeSelect, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { parseThemeChoice, toColorScheme, toThemeChoice, type ThemeChoice } from '../../lib/theme-storage';

const OPTIONS: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];
const ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;

/**
 * Light, dark or system (spec §2); Mantine stores the choice under the key `theme`. A native
 * select: every phone has a good picker for it, it needs no popover code on first load, and
 * keyboards and screen readers know it.
 */
export function ThemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = toThemeChoice(colorScheme);
  const Icon = ICONS[current];
  return (
    <NativeSelect
      aria-label="Theme"
      data={OPTIONS}
      value={current}
      onChange={(event) => setColorScheme(toColorScheme(parseThemeChoice(event.currentTarget.value)))}
      leftSection={<Icon size={16} aria-hidden />}
      w={118}
    />
  );
}

/** The version details' tabs, as they live in the page's address (?tab=). */
export const VERSION_TABS = ['text', 'signatures', 'unsigned'] as const;
export type VersionTab = (typeof VERSION_TABS)[number];

export function tabOf(value: string | null): VersionTab {
  return VERSION_TABS.find((tab) => tab === value) ?? 'text';
}

/** "Not signed yet" only means something for the version people are asked to sign now. */
export function visibleTab(tab: VersionTab, isActive: boolean): VersionTab {
  return tab === 'unsigned' && !isActive ? 'text' : tab;
}

import { describe, expect, it } from 'vitest';
import { activityFiltersFromSearch, activityFiltersToSearch, auditLogExportHref, auditLogPath } from './activity-filters';

describe('activity filters', () => {
  it('round-trips through the address and ignores malformed pages', () => {
    const filters = activityFiltersFromSearch(new URLSearchParams('entity_type=site_settings&actor=%20dana%20&page=3'));
    expect(filters).toEqual({ entityType: 'site_settings', actor: 'dana', page: 3 });
    expect(activityFiltersToSearch(filters).toString()).toBe('entity_type=site_settings&actor=dana&page=3');
    expect(activityFiltersFromSearch(new URLSearchParams('page=-2')).page).toBe(1);
    expect(activityFiltersFromSearch(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('builds the API paths: the list with its page size, the export without a page', () => {
    const filters = { entityType: 'waitlist_entry', actor: '', page: 2 };
    expect(auditLogPath(filters)).toBe('/api/admin/audit-log?entity_type=waitlist_entry&page=2&page_size=25');
    expect(auditLogExportHref(filters)).toBe('/api/admin/audit-log/export.csv?entity_type=waitlist_entry');
    expect(auditLogExportHref({ entityType: null, actor: '', page: 1 })).toBe('/api/admin/audit-log/export.csv');
  });
});

/** Pages of a server-paged list: at least one, even when the list is empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

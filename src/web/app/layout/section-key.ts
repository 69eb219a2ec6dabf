/** Areas with a layout of their own (sidebar and all) that must survive moving between their pages. */
const AREAS_WITH_LAYOUT = ['/admin'];

/**
 * The key of the root layout's error boundary and Suspense. Normally the path, so each page
 * starts fresh and shows the spinner while its chunk loads; inside an area with its own
 * layout, the area, so its layout (sidebar state, drawer) is kept and the area's own boundary
 * (keyed by path) takes over.
 */
export function sectionKey(pathname: string): string {
  const area = AREAS_WITH_LAYOUT.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return area ?? pathname;
}

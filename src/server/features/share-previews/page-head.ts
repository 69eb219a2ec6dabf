/**
 * What a shared link shows before any JavaScript runs (decision 089): the page's title, its
 * description, Open Graph and Twitter tags for link previews, and schema.org data for search
 * engines, written into the built index.html's head.
 */
export interface PagePreview {
  /** The page's own title, as the web app sets it once loaded ("A vs B"). */
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  /** An absolute image address: a player's photo, else the league's icon. */
  image: string;
  siteName: string;
  /** One schema.org object (SportsEvent, SportsTeam, Person). */
  structuredData: Record<string, unknown>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c] ?? c);

/** index.html with the preview's title and description in place of the league's, and its tags added. */
export function withPreview(indexHtml: string, preview: PagePreview, documentTitle: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('name', 'twitter:card', 'summary'),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    `<script type="application/ld+json">${scriptJson(preview.structuredData)}</script>`,
  ];
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, meta('name', 'description', preview.description))
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

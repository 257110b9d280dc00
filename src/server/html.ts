/** The built index.html with a page's own meta: shared by the app's page server (plugins/spa.ts) and modules/seo. */

export interface PageMeta {
  title: string;
  description: string;
  canonicalPath?: string;
  /** Extra tags placed in <head> (Open Graph, JSON-LD), already escaped. */
  head?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Puts a page's own title and description into the built index.html, for search engines and link previews. */
export function renderIndexHtml(template: string, meta: PageMeta, site: { publicUrl: string; shopName: string }): string {
  const { publicUrl } = site;
  const tags = [
    `<meta name="shop-name" content="${escapeHtml(site.shopName)}" />`,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.canonicalPath ? `<link rel="canonical" href="${escapeHtml(publicUrl + meta.canonicalPath)}" />` : '',
    meta.head ?? '',
  ].join('\n    ');
  // A function, never a replacement string: shop text holding `$'`, `$&` or `` $` `` is inserted as it is.
  return template.replace(/<title>[\s\S]*?<\/title>/, () => tags);
}

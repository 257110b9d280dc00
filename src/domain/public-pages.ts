/**
 * The shop's public pages with their own titles and descriptions: the server puts them into each
 * page's HTML (for search engines and link previews) and lists them in /sitemap.xml.
 */
export const PUBLIC_PAGES = [
  { path: '/', title: 'Pontiac & Oakland restoration parts 1926-1960', description: 'New-old-stock and reproduction parts for 1926-1960 Pontiac and Oakland cars. Search by year, model, category or GM part number.' },
  { path: '/search', title: 'Search parts', description: 'Find the part that fits your Pontiac or Oakland: search by year, make, model, category, GM part number or keyword.' },
  { path: '/shop', title: 'Shop', description: 'Every new-old-stock and reproduction part in the shop, sorted by price or name.' },
  { path: '/catalog', title: '1926-1960 Digital Catalog', description: 'The 1926-1960 digital catalogue: browse parts by section and category, or by make, model and year.' },
  { path: '/about', title: 'About us', description: 'Who we are and what we sell: new-old-stock and reproduction parts for the Oaklands and Pontiacs of 1926-1960.' },
  { path: '/contact', title: 'Contact', description: 'Ask about a part, its fitment or an order: our contact details and a message form. We answer within one working day.' },
  { path: '/sites', title: 'Other Sites', description: 'Clubs, registries and references for restorers of early Pontiacs and Oaklands.' },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

export function publicPage(path: string): PublicPage | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((page) => page.path === normalized);
}

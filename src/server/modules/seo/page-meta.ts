import { formatUsd } from '../../../domain/money.ts';
import { PART_PAGE_PICTURE_SIZES, partImageSrcSet, partImageUrl } from '../../../domain/images.ts';
import { formatYearRange } from '../../../domain/years.ts';
import { PUBLIC_PAGES, publicPage } from '../../../domain/public-pages.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml, type PageMeta } from '../../html.ts';
import { findPartById } from '../parts/parts.repository.ts';
import { paths } from '../../../domain/paths.ts';

const DESCRIPTION_CHARS = 155;
const PART_PATH = /^\/part\/(\d{1,10})\/?$/;
/** Any address under /part/: one that names no part ("/part/1abc") is a missing page, not the home page. */
const UNDER_PART = /^\/part(\/|$)/;

export interface SiteInfo {
  shopName: string;
  publicUrl: string;
}

/** JSON for a <script> element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function defaultMeta(site: SiteInfo): PageMeta {
  return {
    title: `${site.shopName} | Pontiac & Oakland restoration parts 1926-1960`,
    description: PUBLIC_PAGES[0].description,
  };
}

function partNotFound(site: SiteInfo): PageMeta & { status: number } {
  return { ...defaultMeta(site), title: `Part not found | ${site.shopName}`, status: 404 };
}

/**
 * The title, description, canonical URL, Open Graph tags and schema.org Product data of a page,
 * so search engines and link previews see each part without running the app.
 */
export async function pageMeta(db: Db, site: SiteInfo, pathname: string): Promise<PageMeta & { status: number }> {
  const match = PART_PATH.exec(pathname);
  if (!match) {
    if (UNDER_PART.test(pathname)) return partNotFound(site);
    const page = publicPage(pathname);
    if (!page || page.path === '/') return { ...defaultMeta(site), status: 200 };
    return { title: `${page.title} | ${site.shopName}`, description: page.description, canonicalPath: page.path, status: 200 };
  }
  const id = Number(match[1]);
  const part = id <= 2_147_483_647 ? await findPartById(db, id) : undefined;
  if (!part) return partNotFound(site);

  const fits = `${formatYearRange(part.yearStart, part.yearEnd)} ${part.make} ${part.model}`;
  const description = shorten(`${part.name}, part number ${part.sku}, ${formatUsd(part.regularPrice)}. ${part.description}`, DESCRIPTION_CHARS);
  const canonicalPath = paths.part(part.id);
  const image = part.images[0] ? site.publicUrl + partImageUrl(part.images[0], 800) : undefined;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.name,
    sku: part.sku,
    mpn: part.sku,
    description: part.description,
    ...(image ? { image } : {}),
    brand: { '@type': 'Brand', name: part.make },
    isAccessoryOrSparePartFor: { '@type': 'Car', name: fits },
    offers: {
      '@type': 'Offer',
      url: site.publicUrl + canonicalPath,
      price: part.regularPrice,
      priceCurrency: 'USD',
      availability: part.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  const og: [string, string][] = [
    ['og:type', 'product'],
    ['og:site_name', site.shopName],
    ['og:title', part.name],
    ['og:description', description],
    ['og:url', site.publicUrl + canonicalPath],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ];
  return {
    status: 200,
    title: `${part.name} | ${site.shopName}`,
    description,
    canonicalPath,
    head: [
      // The page's largest picture, asked for before the app's code.
      ...(part.images[0] ? [`<link rel="preload" as="image" imagesrcset="${escapeHtml(partImageSrcSet(part.images[0]))}" imagesizes="${PART_PAGE_PICTURE_SIZES}" fetchpriority="high" />`] : []),
      ...og.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
      `<script type="application/ld+json">${scriptJson(product)}</script>`,
    ].join('\n    '),
  };
}

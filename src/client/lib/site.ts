const DEFAULT_SHOP_NAME = 'Silver Streak Restoration Parts';

let renderedShopName: string | undefined;

/** The server renderer's shop name (its SHOP_NAME setting): there is no page to read it from. */
export function setRenderedShopName(name: string): void {
  renderedShopName = name;
}

/** The shop's name, put into the page by the server from its SHOP_NAME setting. */
export function shopName(): string {
  if (typeof document === 'undefined') return renderedShopName ?? DEFAULT_SHOP_NAME;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="shop-name"]');
  return meta?.content || DEFAULT_SHOP_NAME;
}


export const appVersion: string = __APP_VERSION__;

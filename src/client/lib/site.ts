const DEFAULT_SHOP_NAME = 'Silver Streak Restoration Parts';

/** The shop's name, put into the page by the server from its SHOP_NAME setting. */
export function shopName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="shop-name"]');
  return meta?.content || DEFAULT_SHOP_NAME;
}


export const appVersion: string = __APP_VERSION__;

const DEFAULT_SHOP_NAME = 'Silver Streak Restoration Parts';

/** The shop's name, put into the page by the server from its SHOP_NAME setting. */
export function shopName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="shop-name"]');
  return meta?.content || DEFAULT_SHOP_NAME;
}

/** The shop's public e-mail address, from the CONTACT_EMAIL setting. */
export function contactEmail(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="shop-email"]')?.content || 'parts@example.com';
}

export const appVersion: string = __APP_VERSION__;

import * as z from 'zod/mini';

/**
 * What every public page may show about the shop, as the server sends it: the owner's details were
 * checked when saved (shop-settings.schema.ts), so this contract holds their shape alone and the public
 * pages do not carry the settings form's rules.
 */
export const PublicSiteSchema = z.object({
  shopName: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  postalAddress: z.string(),
  openingHours: z.string(),
  about: z.string(),
  sites: z.array(z.object({ name: z.string(), url: z.string(), description: z.string() })),
  /**
   * Whether the shop sends e-mail, and so offers "E-mail me when it's back" on a part it cannot sell now
   * (absent from an answer kept offline before it was added: not offered then).
   */
  stockAlerts: z.optional(z.boolean()),
});
export type PublicSite = z.infer<typeof PublicSiteSchema>;

/** Only web addresses a visitor can safely follow: http and https, never javascript: or data:. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

import * as z from 'zod/mini';

import { LOW_STOCK_UNITS } from './admin-parts.schema.ts';
import { isWebAddress } from './public-site.schema.ts';
import { formatCount } from './counts.ts';

export const SETTINGS_MESSAGES = {
  saved: 'Shop settings saved',
  saveFailed: 'Failed to save shop settings',
  fetchFailed: 'Failed to fetch shop settings',
  stale: 'The shop settings were changed by someone else since you opened them. Nothing was saved: reload them to see their changes, with yours kept in the form.',
  siteUrl: 'Enter a full web address starting with http:// or https://',
  emailInvalid: 'Enter a valid email address',
  siteNameRequired: 'Site name is required',
  lowStock: 'Low stock must be a whole number from 0 to 999',
} as const;

/** The largest low-stock mark the owner may set. */
export const MAX_LOW_STOCK_UNITS = 999;

export const MAX_SITES = 30;

/** Control characters other than tab and line breaks: nothing a person types. */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 32 && char !== '\n' && char !== '\r' && char !== '\t') || code === 127;
}

/** Text that may span lines (an address, opening hours): no control characters but line breaks. */
const textRules = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${formatCount(max)} characters`),
      z.refine((value) => ![...value].some(isControlCharacter), `${label} holds characters that cannot be shown`),
    );
const text = (label: string, max: number) => z._default(textRules(label, max), '');

export const SiteLinkSchema = z.object({
  name: z.string({ error: SETTINGS_MESSAGES.siteNameRequired }).check(z.trim(), z.minLength(1, SETTINGS_MESSAGES.siteNameRequired), z.maxLength(100, 'Site name must be at most 100 characters')),
  url: z.string({ error: SETTINGS_MESSAGES.siteUrl }).check(z.trim(), z.maxLength(500, 'Web address must be at most 500 characters'), z.refine(isWebAddress, SETTINGS_MESSAGES.siteUrl)),
  description: text('Description', 200),
});
export type SiteLink = z.infer<typeof SiteLinkSchema>;

/** What the owner edits in Shop settings; the settings API and the form share this contract. */
export const ShopSettingsInputSchema = z.object({
  contactEmail: z.pipe(
    z.string({ error: SETTINGS_MESSAGES.emailInvalid }).check(z.trim(), z.maxLength(254, 'Email address is too long')),
    z.email(SETTINGS_MESSAGES.emailInvalid),
  ),
  phone: z._default(textRules('Phone', 40).check(z.refine((value) => value === '' || /\d/.test(value), 'Phone must contain digits')), ''),
  postalAddress: text('Postal address', 300),
  openingHours: text('Opening hours', 300),
  about: text('About the shop', 1_000),
  sites: z._default(z.array(SiteLinkSchema).check(z.maxLength(MAX_SITES, `At most ${MAX_SITES} sites can be listed`)), []),
  /** A part a visitor can order is low on stock with this many or fewer on the shelf (the parts list's Low stock filter). */
  lowStockUnits: z._default(z.int({ error: SETTINGS_MESSAGES.lowStock }).check(z.minimum(0, SETTINGS_MESSAGES.lowStock), z.maximum(MAX_LOW_STOCK_UNITS, SETTINGS_MESSAGES.lowStock)), LOW_STOCK_UNITS),
});
export type ShopSettingsInput = z.infer<typeof ShopSettingsInputSchema>;
export type ShopSettingsFormValues = z.input<typeof ShopSettingsInputSchema>;

/** A save names the version it started from, so one owner's save cannot silently undo another's. */
export const ShopSettingsUpdateSchema = z.extend(ShopSettingsInputSchema, { version: z.int().check(z.minimum(0)) });

export const ShopSettingsSchema = z.extend(ShopSettingsInputSchema, { version: z.int() });
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** A fresh shop's details: the environment's name and e-mail, and sites a restorer of these cars uses. */
export function defaultShopSettings({ contactEmail }: { contactEmail: string }): ShopSettingsInput {
  return {
    contactEmail,
    phone: '',
    postalAddress: '',
    openingHours: 'Parts counter open Monday to Friday, 9 am to 5 pm',
    lowStockUnits: LOW_STOCK_UNITS,
    about: 'New-old-stock and reproduction parts for Pontiac and Oakland cars, 1926-1960.',
    sites: [
      { name: 'Pontiac-Oakland Club International', description: 'The marque club for all Pontiacs and Oaklands, with regional chapters, shows and a monthly magazine.', url: 'https://www.poci.org' },
      { name: 'Oakland Motor Car Company (Wikipedia)', description: 'The history of Oakland from 1907 to 1931 and its companion car, the Pontiac.', url: 'https://en.wikipedia.org/wiki/Oakland_Motor_Car_Company' },
      { name: 'Antique Automobile Club of America', description: 'Judging guidelines, events and a forum with a busy Pontiac section.', url: 'https://www.aaca.org' },
      { name: 'Hemmings', description: 'Classic car news, buyer guides and classified adverts for parts and whole cars.', url: 'https://www.hemmings.com' },
    ],
  };
}

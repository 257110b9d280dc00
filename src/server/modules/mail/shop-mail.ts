import type { MailMessage, ShopSender } from '../../../domain/mail.ts';
import type { ShopSettingsInput } from '../../../domain/shop-settings.schema.ts';
import type { Db } from '../../db/client.ts';
import { getShopSettings } from '../settings/settings.service.ts';
import { queueMail } from './mail.repository.ts';
import type { Mailer } from './mailer.ts';

/** What a service needs to send the shop's e-mail (ADR 019); absent when SMTP_URL is not set. */
export interface ShopMail {
  /**
   * Queues the e-mails `write` makes about `about` ("order_request:12"), in the caller's transaction, with
   * the shop as it is now (its name, and the contact address from Shop settings) and the back office's
   * address of `path`.
   */
  queue(db: Db, now: Date, about: { key: string; path: string }, write: (sender: ShopSender, link: string) => MailMessage[]): Promise<void>;
  /** After the transaction has committed: send what was queued. */
  sendSoon(): void;
  /** The shop's public address of `path` ("/part/12"), for a link in an e-mail. */
  link(path: string): string;
}

export function createShopMail({ mailer, shopName, publicUrl, settingsDefaults }: { mailer: Mailer; shopName: string; publicUrl: string; settingsDefaults: ShopSettingsInput }): ShopMail {
  const link = (path: string) => `${publicUrl}${path}`;
  return {
    async queue(db, now, about, write) {
      const { contactEmail } = await getShopSettings(db, settingsDefaults);
      await queueMail(db, write({ shopName, contactEmail }, link(about.path)), about.key, now);
    },
    sendSoon: () => mailer.wake(),
    link,
  };
}

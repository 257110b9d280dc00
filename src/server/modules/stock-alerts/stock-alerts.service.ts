import { availableQuantity } from '../../../domain/cart.ts';
import { restockMail } from '../../../domain/mail.ts';
import { paths } from '../../../domain/paths.ts';
import { MAX_ALERTS_PER_ADDRESS, STOCK_ALERT_MESSAGES, stockAlertSaved } from '../../../domain/stock-alert.ts';
import type { StockAlertCount, StockAlertInput } from '../../../domain/stock-alert.schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { ShopMail } from '../mail/shop-mail.ts';
import { findPartsStock } from '../parts/parts.repository.ts';
import { countHourlyRequest } from '../rate-limits/hourly-limit.ts';
import { countAlertsFor, countAlertsTo, insertStockAlert, type RestockedAlert, takeRestockedAlerts } from './stock-alerts.repository.ts';

/** Wishes one connection may leave per hour: a restorer follows a few parts; a robot filling someone's inbox is stopped. */
export const STOCK_ALERTS_PER_HOUR = 10;

/**
 * Keeps a visitor's wish to be e-mailed once when a part that cannot be ordered can be again. Refused when
 * the shop sends no e-mail, the part is gone or can be ordered now, and past the hourly and per-address
 * limits. A filled-in trap field means a robot: it is answered as if all went well and nothing is kept.
 */
export async function askForStockAlert(db: Db, partId: number, input: StockAlertInput, sender: { ipAddress: string; now: Date }, mail?: ShopMail): Promise<{ message: string }> {
  if (!mail) throw new ConflictError(STOCK_ALERT_MESSAGES.noMail);
  const [part] = await findPartsStock(db, [partId]);
  if (!part) throw new NotFoundError(STOCK_ALERT_MESSAGES.partGone);
  const saved = { message: stockAlertSaved(input.email, part.name) };
  if (input.website) return saved;
  if (availableQuantity(part) > 0) throw new ConflictError(STOCK_ALERT_MESSAGES.inStock);
  await countHourlyRequest(db, `stock_alert:${sender.ipAddress}`, STOCK_ALERTS_PER_HOUR, sender.now, STOCK_ALERT_MESSAGES.tooMany);
  if ((await countAlertsTo(db, input.email)) >= MAX_ALERTS_PER_ADDRESS) throw new ConflictError(STOCK_ALERT_MESSAGES.addressFull);
  await insertStockAlert(db, partId, input.email, sender.now);
  return saved;
}

/** How many visitors wait to hear that a part is back (its edit page). */
export async function stockAlertCount(db: Db, partId: number, mailing: boolean): Promise<StockAlertCount> {
  return { waiting: await countAlertsFor(db, partId), mailing };
}

/** The wishes answered by one e-mail each: an address's parts together, in the case it was first written. */
function byAddress(alerts: readonly RestockedAlert[]): RestockedAlert[][] {
  const groups = new Map<string, RestockedAlert[]>();
  for (const alert of alerts) {
    const key = alert.email.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()];
}

/**
 * Queues the e-mails of every wish whose part can be ordered again (marked in stock with stock on the
 * shelf, however it got there: an edit, a bulk change, an import, a cancelled order request), one e-mail
 * per address, and forgets those wishes, in one transaction. Run by the mailer before each delivery, so
 * a restocked part's visitors hear of it within its poll (ADR 019); answers how many e-mails were queued.
 */
export async function queueRestockMails(db: Db, mail: ShopMail, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const groups = byAddress(await takeRestockedAlerts(tx));
    if (groups.length === 0) return 0;
    await mail.queue(tx, now, { key: 'stock_alerts', path: paths.home }, (shop) =>
      groups.map((alerts) =>
        restockMail(
          alerts[0]!.email,
          alerts.map((alert) => ({ sku: alert.sku, name: alert.name, regularPrice: alert.regularPrice, link: mail.link(paths.part(alert.partId)) })),
          shop,
        ),
      ),
    );
    return groups.length;
  });
}

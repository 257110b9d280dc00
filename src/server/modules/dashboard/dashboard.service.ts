import type { Dashboard } from '../../../domain/activity.schema.ts';
import type { Db } from '../../db/client.ts';
import { listRecentActivity } from '../activity/activity.repository.ts';
import { countUnreadMessages } from '../contact/contact.repository.ts';
import { countNewOrderRequests } from '../orders/orders.repository.ts';
import { countCategories } from '../categories/categories.repository.ts';
import { findMailTrouble } from '../mail/mail.repository.ts';
import { countParts, countPartsShort } from '../parts/part-list.repository.ts';
import { lowStockMark } from '../settings/settings.service.ts';
import { countPartsAwaited } from '../stock-alerts/stock-alerts.repository.ts';
import { countVehicleModels } from '../vehicles/vehicles.repository.ts';

const RECENT_ACTIVITY_ROWS = 10;

/** The dashboard's live totals (SPEC §2 "Dashboard", with the parts a visitor cannot order and those running low), the latest rows of the audit log, and e-mail the mail server refused. */
export async function getDashboard(db: Db): Promise<Dashboard> {
  const [totalParts, { outOfStock, lowStock }, wantedBack, categories, vehicleModels, unreadMessages, newOrders, recentActivity, mailTrouble] = await Promise.all([
    countParts(db),
    lowStockMark(db).then((mark) => countPartsShort(db, mark)),
    countPartsAwaited(db),
    countCategories(db),
    countVehicleModels(db),
    countUnreadMessages(db),
    countNewOrderRequests(db),
    listRecentActivity(db, RECENT_ACTIVITY_ROWS),
    findMailTrouble(db),
  ]);
  return { totalParts, outOfStock, lowStock, wantedBack, categories, vehicleModels, unreadMessages, newOrders, recentActivity, mailTrouble };
}

/**
 * Demo promotions sent to every customer (the back office's "send
 * notification"): what the notifications page shows besides the customer's
 * own order and wallet news, in English and Arabic.
 */
import type { Queryable } from '../client.ts';
import { translate } from './platform.ts';

const PROMOTIONS = [
  {
    title: 'Weekend flash sale',
    titleAr: 'تخفيضات نهاية الأسبوع',
    description: 'Up to 30% off fresh produce and bakery until Sunday night.',
    descriptionAr: 'خصم يصل إلى ٣٠٪ على الخضار والفواكه والمخبوزات حتى مساء الأحد.',
    hoursAgo: 20,
  },
  {
    title: 'Free delivery on your next order',
    titleAr: 'توصيل مجاني لطلبك القادم',
    description: 'Order from any restaurant in Al Olaya today and delivery is on us.',
    descriptionAr: 'اطلب من أي مطعم في العليا اليوم والتوصيل علينا.',
    hoursAgo: 2,
  },
];

export async function seedNotifications(tx: Queryable): Promise<void> {
  for (const p of PROMOTIONS) {
    const [row] = await tx.query<{ id: number }>(
      `insert into notifications (title, description, created_at) values ($1, $2, now() - make_interval(hours => $3::int)) returning id`,
      [p.title, p.description, p.hoursAgo],
    );
    await translate(tx, 'notification', row.id, 'title', p.titleAr);
    await translate(tx, 'notification', row.id, 'description', p.descriptionAr);
  }
  // The demo customer has not opened the page yet: the promotions and the news of the seeded orders are unread.
  await tx.query(`update users set notifications_read_at = now() - interval '30 days'`);
}

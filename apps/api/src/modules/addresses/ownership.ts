import type { Queryable } from '@souq/db';

/** The address is one of this customer's (an order may point at it). */
export async function ownsAddress(db: Queryable, userId: number, addressId: number): Promise<boolean> {
  const rows = await db.query('select 1 from customer_addresses where id = $1 and user_id = $2', [addressId, userId]);
  return rows.length > 0;
}

import type { Queryable } from '@souq/db';

/** The address is one of this customer's (an order may point at it). */
export async function ownsAddress(db: Queryable, userId: number, addressId: number): Promise<boolean> {
  const rows = await db.query('select 1 from customer_addresses where id = $1 and user_id = $2', [addressId, userId]);
  return rows.length > 0;
}

/** A removed account's addresses go with it (auth's account-removal hook, inside its transaction). */
export async function removeCustomerAddresses(tx: Queryable, userId: number): Promise<void> {
  await tx.query('delete from customer_addresses where user_id = $1', [userId]);
}

/**
 * Issue 14: money is kept to the currency's minor unit, and currency decimals are a setting from 0 to 3
 * (KWD, BHD, OMR have three). Every stored amount has three decimals, as orders keep theirs; a column
 * with fewer rounds a third decimal away when written (migration 0038 widened the trips', the rental
 * cart's, the vehicles' and the catalog's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
const db = () => api.database.db;

beforeAll(async () => {
  ids = await demoIds(api);
});

describe('money at three decimals', () => {
  it('keeps every amount to three decimals: what has fewer is a percentage, a rating or hours, not money', async () => {
    const narrow = await db().query<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns
        where table_schema = current_schema() and data_type = 'numeric' and numeric_scale < 3
        order by 1`,
    );
    expect(narrow.map((c) => c.name)).toEqual([
      'delivery_men.avg_rating',
      'flash_sales.admin_discount_percentage',
      'flash_sales.vendor_discount_percentage',
      'items.avg_rating',
      'items.tax',
      'orders.tax_percentage',
      'rental_cart_user_data.destination_time',
      'rental_cart_user_data.estimated_hours',
      'store_discounts.discount',
      'stores.comission',
      'stores.tax',
      'trips.destination_time',
      'trips.estimated_hours',
      'trips.tax_percentage',
      'zones.increased_delivery_fee',
    ]);
  });

  it('shows an item priced at three decimals (1.125) at three, and a vehicle by the hour at 2.375', async () => {
    const item = ids.item('chicken-kabsa-najdi-table');
    const [vehicle] = await db().query<{ id: number; hourly_price: string }>(
      `select v.id, v.hourly_price from vehicles v join stores s on s.id = v.provider_id
        where s.slug = 'olaya-car-rental' order by v.id limit 1`,
    );
    const [{ id: rentalModule }] = await db().query<{ id: number }>(
      `select id from modules where module_type = 'rental'`,
    );
    const [before] = await db().query<{ price: string }>('select price from items where id = $1', [item]);
    try {
      await db().query('update items set price = 1.125 where id = $1', [item]);
      await db().query('update vehicles set hourly_price = 2.375 where id = $1', [vehicle!.id]);
      api.app.souq.catalog.invalidate();
      const details = await api.request(`/api/v1/items/details/${item}`);
      expect(details.body.price).toBe(1.125);
      const rental = await api.request({
        url: `/api/v1/rental/vehicle/get-vehicle-details/${vehicle!.id}`,
        headers: catalogHeaders([ids.zones.olaya, ids.zones.central], rentalModule!),
      });
      expect(rental.body.hourly_price).toBe(2.375);
    } finally {
      await db().query('update items set price = $2 where id = $1', [item, before!.price]);
      await db().query('update vehicles set hourly_price = $2 where id = $1', [vehicle!.id, vehicle!.hourly_price]);
      api.app.souq.catalog.invalidate();
    }
  });
});

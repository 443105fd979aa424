-- Issue 14: a rental trip keeps its money at the precision orders keep theirs. Currency decimals are a
-- setting from 0 to 3 (digit_after_decimal_point: KWD, BHD and OMR have three), and the booking prices
-- a trip to the minor unit of that setting; stored as numeric(14, 2), a trip's amounts lost their third
-- decimal (a 1.255 charge became 1.26, so the trip stored was not the trip shown and charged). Orders keep
-- amounts as numeric(14, 3) and input prices as numeric(12, 3); the trips, their lines, the rental cart's
-- lines and the vehicles' prices now do too, and so do the catalog's prices, which had two decimals too
-- (a 1.125 KWD item or a 0.250 KWD minimum order could not be kept). Widening the scale keeps every stored
-- value as it was. What stays at two decimals is not money: percentages (tax, discounts, commission, the
-- zone's increased delivery fee), ratings, hours.
alter table trips
  alter column price type numeric(14, 3),
  alter column discount_on_trip type numeric(14, 3),
  alter column coupon_discount_amount type numeric(14, 3),
  alter column ref_bonus_amount type numeric(14, 3),
  alter column tax_amount type numeric(14, 3),
  alter column additional_charge type numeric(14, 3),
  alter column trip_amount type numeric(14, 3);

alter table trip_details
  alter column price type numeric(14, 3),
  alter column discount_on_trip type numeric(14, 3);

alter table rental_carts alter column price type numeric(12, 3);

alter table vehicles
  alter column hourly_price type numeric(12, 3),
  alter column distance_price type numeric(12, 3),
  alter column discount_price type numeric(12, 3);

alter table stores
  alter column minimum_order type numeric(12, 3),
  alter column minimum_shipping_charge type numeric(12, 3),
  alter column per_km_shipping_charge type numeric(12, 3),
  alter column maximum_shipping_charge type numeric(12, 3),
  alter column extra_packaging_amount type numeric(12, 3);

alter table store_discounts
  alter column min_purchase type numeric(12, 3),
  alter column max_discount type numeric(12, 3);

alter table add_ons alter column price type numeric(12, 3);

alter table items
  alter column price type numeric(12, 3),
  alter column discount type numeric(12, 3);

alter table flash_sale_items
  alter column discount type numeric(12, 3),
  alter column discount_amount type numeric(12, 3),
  alter column price type numeric(12, 3);

-- Parcel delivery (issue 18; why it is shaped so: docs/decisions/0024-parcel.md).
-- A parcel order carries no store and no lines: the sender is the order's
-- address and contact, the receiver its receiver_details.

-- What kind of parcel is sent; each may set its own rates (the minimum unset
-- = the zone–module rates of the parcel module carry it). Names and
-- descriptions in other languages live in translations ('parcel_category').
create table parcel_categories (
  id serial primary key,
  module_id integer not null references modules (id),
  name text not null unique,
  description text not null default '',
  image text,
  position integer not null default 0,
  status boolean not null default true,
  orders_count integer not null default 0 check (orders_count >= 0),
  parcel_per_km_shipping_charge numeric(12, 3) check (parcel_per_km_shipping_charge >= 0),
  parcel_minimum_shipping_charge numeric(12, 3) check (parcel_minimum_shipping_charge >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index parcel_categories_module_idx on parcel_categories (module_id, position);

-- What a sender may ask of the courier ("Handle with care"); translations 'parcel_instruction'.
create table parcel_delivery_instructions (
  id serial primary key,
  instruction text not null unique,
  position integer not null default 0,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table orders alter column store_id drop not null;
alter table orders drop constraint orders_order_type_check;
alter table orders add constraint orders_order_type_check check (order_type in ('delivery', 'take_away', 'parcel'));
-- Only a parcel goes without a store.
alter table orders add constraint orders_parcel_store_check check ((order_type = 'parcel') = (store_id is null));
alter table orders add column parcel_category_id integer references parcel_categories (id);
-- {contact_person_name, contact_person_number, address, latitude, longitude, zone_id,
--  address_type, floor, road, house}
alter table orders add column receiver_details jsonb;
alter table orders add column charge_payer text check (charge_payer in ('sender', 'receiver'));
alter table orders add constraint orders_parcel_fields_check check (
  (order_type = 'parcel') = (parcel_category_id is not null and receiver_details is not null and charge_payer is not null));

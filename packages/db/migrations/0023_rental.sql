-- Car rental (issue 17; why it is shaped so: docs/decisions/0023-rental.md).
-- Providers are stores of the rental module (hours, discount, tax, logo,
-- translations as every store); what is rental's own lives here.

-- Zones a provider hands vehicles over in (6amMart's pickup_zone_id JSON).
alter table stores add column pickup_zone_ids integer[] not null default '{}';

create table vehicle_categories (
  id serial primary key,
  name text not null,
  image text,
  position integer not null default 0,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table vehicle_brands (
  id serial primary key,
  name text not null,
  image text,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table vehicles (
  id serial primary key,
  provider_id integer not null references stores (id) on delete cascade,
  zone_id integer not null references zones (id),
  category_id integer not null references vehicle_categories (id),
  brand_id integer not null references vehicle_brands (id),
  name text not null,
  description text not null default '',
  thumbnail text,
  images text[] not null default '{}',
  model text not null default '',
  -- Per hour and per km.
  hourly_price numeric(12, 2) not null default 0 check (hourly_price >= 0),
  distance_price numeric(12, 2) not null default 0 check (distance_price >= 0),
  discount_type text not null default 'percent' check (discount_type in ('percent', 'amount')),
  discount_price numeric(12, 2) not null default 0 check (discount_price >= 0),
  check (discount_type <> 'percent' or discount_price <= 100),
  trip_hourly boolean not null default true,
  trip_distance boolean not null default true,
  check (trip_hourly or trip_distance),
  seating_capacity smallint not null check (seating_capacity between 1 and 60),
  fuel_type text not null check (fuel_type in ('petrol', 'diesel', 'electric', 'hybrid', 'cng')),
  transmission_type text not null check (transmission_type in ('automatic', 'manual')),
  air_condition boolean not null default true,
  engine_capacity text,
  engine_power text,
  -- Review counts by star, [1★ … 5★]; averages are derived.
  rating integer[] not null default '{0,0,0,0,0}',
  total_trip integer not null default 0 check (total_trip >= 0),
  wishlist_count integer not null default 0 check (wishlist_count >= 0),
  status boolean not null default true,
  new_tag boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vehicles_provider_idx on vehicles (provider_id);
create index vehicles_category_idx on vehicles (category_id);

-- The units of a vehicle (one per plate): how many can go out at once.
create table vehicle_identities (
  id serial primary key,
  vehicle_id integer not null references vehicles (id) on delete cascade,
  vin_number text not null unique,
  license_plate_number text not null unique,
  status boolean not null default true
);
create index vehicle_identities_vehicle_idx on vehicle_identities (vehicle_id);

-- The rental cart: one per owner, one provider per cart (kept by the service
-- under the owner's cart lock); the trip's terms live in rental_cart_user_data.
create table rental_carts (
  id bigserial primary key,
  user_id integer references users (id) on delete cascade,
  guest_id uuid references guests (id) on delete cascade,
  check ((user_id is null) <> (guest_id is null)),
  module_id integer not null references modules (id) on delete cascade,
  provider_id integer not null references stores (id) on delete cascade,
  vehicle_id integer not null references vehicles (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 10),
  -- The line as last priced by the server (before discount, × quantity); lists recompute it.
  price numeric(12, 2) not null check (price >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index rental_carts_user_vehicle_key on rental_carts (user_id, vehicle_id) where user_id is not null;
create unique index rental_carts_guest_vehicle_key on rental_carts (guest_id, vehicle_id) where guest_id is not null;

-- The trip the cart is for; one row per owner, also the row locked while the cart changes.
create table rental_cart_user_data (
  id bigserial primary key,
  user_id integer references users (id) on delete cascade,
  guest_id uuid references guests (id) on delete cascade,
  check ((user_id is null) <> (guest_id is null)),
  module_id integer not null references modules (id) on delete cascade,
  pickup_location jsonb,
  destination_location jsonb,
  pickup_zone_id integer references zones (id),
  pickup_time timestamptz,
  rental_type text not null default 'hourly' check (rental_type in ('hourly', 'distance_wise')),
  estimated_hours numeric(8, 2) not null default 0,
  distance numeric(10, 3) not null default 0,
  destination_time numeric(8, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index rental_cart_user_data_user_key on rental_cart_user_data (user_id) where user_id is not null;
create unique index rental_cart_user_data_guest_key on rental_cart_user_data (guest_id) where guest_id is not null;

create table trips (
  id bigserial primary key,
  user_id integer references users (id),
  guest_id uuid references guests (id),
  check ((user_id is null) <> (guest_id is null)),
  module_id integer not null references modules (id),
  provider_id integer not null references stores (id),
  zone_id integer not null references zones (id),
  trip_status text not null default 'pending'
    check (trip_status in ('pending', 'confirmed', 'ongoing', 'completed', 'canceled', 'payment_failed')),
  payment_status text not null default 'unpaid' check (payment_status in ('paid', 'unpaid', 'partially_paid')),
  payment_method text not null check (payment_method in ('cash_payment', 'wallet', 'digital_payment')),
  trip_type text not null check (trip_type in ('hourly', 'distance_wise')),
  quantity integer not null check (quantity >= 1),
  estimated_hours numeric(8, 2) not null default 0,
  distance numeric(10, 3) not null default 0,
  destination_time numeric(8, 2) not null default 0,
  price numeric(14, 2) not null check (price >= 0),
  discount_on_trip numeric(14, 2) not null default 0,
  discount_on_trip_by text,
  coupon_code text,
  coupon_discount_amount numeric(14, 2) not null default 0,
  ref_bonus_amount numeric(14, 2) not null default 0,
  tax_amount numeric(14, 2) not null default 0,
  tax_percentage numeric(5, 2) not null default 0,
  tax_status text not null check (tax_status in ('included', 'excluded')),
  additional_charge numeric(14, 2) not null default 0,
  trip_amount numeric(14, 2) not null check (trip_amount >= 0),
  pickup_location jsonb not null,
  destination_location jsonb,
  schedule_at timestamptz not null,
  estimated_trip_end_time timestamptz not null,
  scheduled boolean not null default false,
  user_info jsonb not null default '{}',
  trip_note text,
  cancellation_reason text,
  canceled_by text,
  pending timestamptz,
  confirmed timestamptz,
  ongoing timestamptz,
  completed timestamptz,
  canceled timestamptz,
  payment_failed timestamptz,
  idempotency_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index trips_user_idx on trips (user_id, id desc) where user_id is not null;
create index trips_guest_idx on trips (guest_id, id desc) where guest_id is not null;
create unique index trips_idempotency_key on trips (coalesce(user_id::text, guest_id::text), idempotency_key)
  where idempotency_key is not null;

create table trip_details (
  id bigserial primary key,
  trip_id bigint not null references trips (id) on delete cascade,
  vehicle_id integer not null references vehicles (id),
  -- The vehicle as it was booked (name, images, prices) in the booking's language and English.
  vehicle_details jsonb not null,
  quantity integer not null check (quantity >= 1),
  price numeric(14, 2) not null,
  discount_on_trip numeric(14, 2) not null default 0,
  created_at timestamptz not null default now()
);
create index trip_details_trip_idx on trip_details (trip_id);

-- Which identities a trip holds and when: availability is the absence of an
-- overlapping row whose trip still holds its vehicles (released = false).
create table trip_vehicle_identities (
  id bigserial primary key,
  trip_id bigint not null references trips (id) on delete cascade,
  vehicle_id integer not null references vehicles (id),
  vehicle_identity_id integer not null references vehicle_identities (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at),
  released boolean not null default false
);
create index trip_vehicle_identities_identity_idx on trip_vehicle_identities (vehicle_identity_id, starts_at)
  where not released;
create index trip_vehicle_identities_trip_idx on trip_vehicle_identities (trip_id);

create table trip_status_events (
  id bigserial primary key,
  trip_id bigint not null references trips (id) on delete cascade,
  status text not null,
  changed_by text not null,
  note text,
  created_at timestamptz not null default now()
);
create index trip_status_events_trip_idx on trip_status_events (trip_id, id);

-- A customer's (or guest's) saved vehicles and providers.
create table rental_wishlists (
  id bigserial primary key,
  user_id integer references users (id) on delete cascade,
  guest_id uuid references guests (id) on delete cascade,
  check ((user_id is null) <> (guest_id is null)),
  vehicle_id integer references vehicles (id) on delete cascade,
  provider_id integer references stores (id) on delete cascade,
  check ((vehicle_id is null) <> (provider_id is null)),
  created_at timestamptz not null default now()
);
create unique index rental_wishlists_key
  on rental_wishlists (coalesce(user_id::text, guest_id::text), coalesce(vehicle_id, 0), coalesce(provider_id, 0));

-- One review per vehicle per trip; the provider's stars move with it.
create table vehicle_reviews (
  id bigserial primary key,
  trip_id bigint references trips (id) on delete cascade,
  vehicle_id integer not null references vehicles (id) on delete cascade,
  provider_id integer not null references stores (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  reviewer_name text,
  rating smallint not null check (rating between 1 and 5),
  comment text not null default '',
  status boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index vehicle_reviews_trip_vehicle_key on vehicle_reviews (trip_id, vehicle_id) where trip_id is not null;
create index vehicle_reviews_vehicle_idx on vehicle_reviews (vehicle_id, id desc);
create index vehicle_reviews_provider_idx on vehicle_reviews (provider_id, id desc);

-- Trip payments through the wallet join the ledger.
alter table wallet_transactions drop constraint wallet_transactions_transaction_type_check;
alter table wallet_transactions add constraint wallet_transactions_transaction_type_check check (transaction_type in (
  'add_fund', 'add_fund_by_admin', 'order_refund', 'loyalty_point', 'referrer', 'CashBack',
  'order_place', 'partial_payment', 'point_to_wallet', 'trip_booking', 'trip_refund'));

-- Digital trip payments go through the same payment page as orders.
alter table payment_requests add column trip_id bigint references trips (id) on delete cascade;
alter table payment_requests drop constraint payment_requests_check1;
alter table payment_requests add constraint payment_requests_target_check
  check (num_nonnulls(order_id, wallet_payment_id, trip_id) = 1);

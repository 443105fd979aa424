-- Platform: settings, zones, modules and their pivot, content, places.

create table business_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- Text in languages other than the row's own (English), 6amMart-style.
create table translations (
  translationable_type text not null,
  translationable_id integer not null,
  locale text not null,
  key text not null,
  value text not null,
  primary key (translationable_type, translationable_id, locale, key)
);

create table zones (
  id serial primary key,
  name text not null unique,
  display_name text not null,
  -- {"outer": [[lat, lng], ...], "holes": [[[lat, lng], ...], ...]}
  coordinates jsonb not null,
  status boolean not null default true,
  cash_on_delivery boolean not null default true,
  digital_payment boolean not null default true,
  offline_payment boolean not null default false,
  increased_delivery_fee numeric(8, 2) not null default 0 check (increased_delivery_fee >= 0),
  increased_delivery_fee_status boolean not null default false,
  increase_delivery_charge_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table modules (
  id serial primary key,
  module_name text not null,
  module_type text not null check (module_type in ('grocery', 'pharmacy', 'ecommerce', 'food', 'parcel', 'rental')),
  icon text not null,
  thumbnail text not null,
  status boolean not null default true,
  description text not null default '',
  all_zone_service boolean not null default false,
  theme_id integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table module_zone (
  module_id integer not null references modules (id) on delete cascade,
  zone_id integer not null references zones (id) on delete cascade,
  delivery_charge_type text not null default 'distance' check (delivery_charge_type in ('distance', 'fixed')),
  fixed_shipping_charge numeric(12, 3) not null default 0 check (fixed_shipping_charge >= 0),
  per_km_shipping_charge numeric(12, 3) not null default 0 check (per_km_shipping_charge >= 0),
  minimum_shipping_charge numeric(12, 3) not null default 0 check (minimum_shipping_charge >= 0),
  maximum_shipping_charge numeric(12, 3) not null default 0 check (maximum_shipping_charge >= 0),
  maximum_cod_order_amount numeric(14, 3) check (maximum_cod_order_amount >= 0),
  primary key (module_id, zone_id)
);
create index module_zone_zone_idx on module_zone (zone_id);

-- Landing-page blocks per language; a missing Arabic key falls back to English.
create table landing_page_settings (
  locale text not null,
  key text not null,
  value jsonb not null,
  primary key (locale, key)
);

-- terms-and-conditions, privacy-policy, refund-policy, cancellation-policy, shipping-policy, about-us.
create table content_pages (
  slug text not null,
  locale text not null,
  title text not null,
  body text not null,
  updated_at timestamptz not null default now(),
  primary key (slug, locale)
);

create table newsletters (
  id serial primary key,
  email text not null,
  created_at timestamptz not null default now()
);
create unique index newsletters_email_key on newsletters (lower(email));

-- The offline gazetteer behind geocoding and place search.
create table places (
  id serial primary key,
  name text not null,
  name_ar text not null,
  address text not null,
  address_ar text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);

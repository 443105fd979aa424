-- Catalog: stores with their hours and discounts, categories, items and what
-- hangs off them (units, attributes, brands, common conditions, add-ons,
-- tags), reviews, basic campaigns, flash sales and banners.
-- Text columns hold English; other languages live in translations
-- (translationable_type = 'store', 'item', 'category', ...; see
-- docs/decisions/0007-catalog-data.md).

create table units (
  id serial primary key,
  unit text not null
);

-- Option kinds of non-food variations (Color, Size, Storage ...); a choice
-- option's title is its attribute's name in the caller's language.
create table attributes (
  id serial primary key,
  name text not null
);

create table brands (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  name text not null,
  slug text not null unique,
  image text,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Pharmacy: conditions shoppers look for (headache, allergies ...).
create table common_conditions (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  name text not null,
  slug text not null unique,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Two levels: parent_id null and position 0 for categories, a parent and
-- position 1 for sub-categories.
create table categories (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  parent_id integer references categories (id) on delete cascade,
  position smallint not null default 0 check (position in (0, 1)),
  name text not null,
  slug text not null unique,
  image text,
  status boolean not null default true,
  priority integer not null default 0,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((parent_id is null) = (position = 0))
);
create index categories_module_parent_idx on categories (module_id, parent_id);

create table stores (
  id serial primary key,
  module_id integer not null references modules (id),
  zone_id integer not null references zones (id),
  name text not null,
  slug text not null unique,
  phone text not null,
  email text,
  logo text,
  cover_photo text,
  address text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  minimum_order numeric(12, 2) not null default 0 check (minimum_order >= 0),
  -- Percent of the order, added at checkout.
  tax numeric(5, 2) not null default 0 check (tax between 0 and 100),
  delivery_time text not null default '30-40 min',
  delivery boolean not null default true,
  take_away boolean not null default true,
  schedule_order boolean not null default false,
  order_place_to_schedule_interval integer not null default 0 check (order_place_to_schedule_interval >= 0),
  -- status: approved and listed; active = false: temporarily closed by the store.
  status boolean not null default true,
  active boolean not null default true,
  featured boolean not null default false,
  veg boolean not null default true,
  non_veg boolean not null default true,
  cutlery boolean not null default false,
  prescription_order boolean not null default false,
  free_delivery boolean not null default false,
  -- The store delivers with its own staff and charges per km within these bounds.
  self_delivery_system boolean not null default false,
  minimum_shipping_charge numeric(12, 2) not null default 0 check (minimum_shipping_charge >= 0),
  per_km_shipping_charge numeric(12, 2) not null default 0 check (per_km_shipping_charge >= 0),
  maximum_shipping_charge numeric(12, 2) check (maximum_shipping_charge >= 0),
  announcement boolean not null default false,
  announcement_message text,
  is_recommended boolean not null default false,
  halal_tag_status boolean not null default false,
  extra_packaging_status boolean not null default false,
  extra_packaging_amount numeric(12, 2) not null default 0 check (extra_packaging_amount >= 0),
  -- Review counts by star, [1★, 2★, 3★, 4★, 5★]; averages are derived.
  rating integer[] not null default '{0,0,0,0,0}',
  order_count integer not null default 0 check (order_count >= 0),
  total_order integer not null default 0 check (total_order >= 0),
  -- Kept by the wishlist feature in the same transaction as its rows.
  wishlist_count integer not null default 0 check (wishlist_count >= 0),
  meta_title text,
  meta_description text,
  meta_image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index stores_module_zone_idx on stores (module_id, zone_id);

-- Several rows per day allowed (split hours); closing before opening runs past midnight.
create table store_schedules (
  id serial primary key,
  store_id integer not null references stores (id) on delete cascade,
  day smallint not null check (day between 0 and 6),
  opening_time time not null,
  closing_time time not null
);
create index store_schedules_store_idx on store_schedules (store_id, day);

-- The admin "store discount": a percent off every item, daily between the
-- times, between the dates; min_purchase and max_discount apply per order.
create table store_discounts (
  store_id integer primary key references stores (id) on delete cascade,
  discount numeric(5, 2) not null check (discount > 0 and discount <= 100),
  discount_type text not null default 'percent' check (discount_type = 'percent'),
  min_purchase numeric(12, 2) not null default 0 check (min_purchase >= 0),
  max_discount numeric(12, 2) not null default 0 check (max_discount >= 0),
  start_date date not null,
  end_date date not null,
  start_time time not null default '00:00:00',
  end_time time not null default '23:59:59',
  check (end_date >= start_date)
);

create table add_ons (
  id serial primary key,
  store_id integer not null references stores (id) on delete cascade,
  name text not null,
  price numeric(12, 2) not null check (price >= 0),
  status boolean not null default true
);
create index add_ons_store_idx on add_ons (store_id);

create table tags (
  id serial primary key,
  tag text not null unique
);

create table items (
  id serial primary key,
  module_id integer not null references modules (id),
  store_id integer not null references stores (id) on delete cascade,
  -- The most specific category; category_ids lists the path, root first.
  category_id integer references categories (id) on delete set null,
  category_ids integer[] not null default '{}',
  name text not null,
  slug text not null unique,
  description text not null default '',
  image text,
  images jsonb not null default '[]',
  unit_id integer references units (id),
  price numeric(12, 2) not null check (price >= 0),
  tax numeric(5, 2) not null default 0 check (tax between 0 and 100),
  tax_type text not null default 'percent',
  discount numeric(12, 2) not null default 0 check (discount >= 0),
  discount_type text not null default 'percent' check (discount_type in ('percent', 'amount')),
  check (discount_type <> 'percent' or discount <= 100),
  -- Non-food: [{name: 'choice_1', attribute_id, options: [...]}] and [{type: 'Black-128GB', price, stock}].
  attributes integer[] not null default '{}',
  choice_options jsonb not null default '[]',
  variations jsonb not null default '[]',
  -- Food: [{name, type: single|multi, min, max, required: on|off, values: [{label, optionPrice}]}].
  food_variations jsonb not null default '[]',
  add_on_ids integer[] not null default '{}',
  -- Daily window, local time, may run past midnight.
  available_time_starts time not null default '00:00:00',
  available_time_ends time not null default '23:59:59',
  -- Set only on campaign items (6amMart's item campaigns); they stay out of ordinary lists.
  available_date_starts date,
  available_date_ends date,
  check (available_date_ends is null or available_date_ends >= available_date_starts),
  stock integer not null default 0 check (stock >= 0),
  maximum_cart_quantity integer check (maximum_cart_quantity > 0),
  veg boolean not null default false,
  status boolean not null default true,
  recommended boolean not null default false,
  organic boolean not null default false,
  is_halal boolean not null default false,
  is_prescription_required boolean not null default false,
  is_basic boolean not null default false,
  common_condition_id integer references common_conditions (id) on delete set null,
  brand_id integer references brands (id) on delete set null,
  generic_name text[] not null default '{}',
  nutritions text[] not null default '{}',
  allergies text[] not null default '{}',
  rating integer[] not null default '{0,0,0,0,0}',
  avg_rating numeric(3, 2) not null default 0,
  rating_count integer not null default 0 check (rating_count >= 0),
  order_count integer not null default 0 check (order_count >= 0),
  wishlist_count integer not null default 0 check (wishlist_count >= 0),
  -- Normalized English and translated names, tags, generic names, brand,
  -- condition and categories; rebuilt by refresh_item_search_text().
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Ordinary (non-campaign, active) items per module, newest first: latest, new-arrival, search.
create index items_module_listed_idx on items (module_id, created_at desc, id desc) where status and available_date_starts is null;
create index items_module_popular_idx on items (module_id, order_count desc, id desc) where status and available_date_starts is null;
create index items_store_idx on items (store_id, created_at desc, id desc);
create index items_category_ids_idx on items using gin (category_ids);
create index items_campaign_idx on items (module_id, available_date_starts) where available_date_starts is not null;
create index items_brand_idx on items (brand_id) where brand_id is not null;
create index items_condition_idx on items (common_condition_id) where common_condition_id is not null;

create table item_tag (
  item_id integer not null references items (id) on delete cascade,
  tag_id integer not null references tags (id) on delete cascade,
  primary key (item_id, tag_id)
);
create index item_tag_tag_idx on item_tag (tag_id);

-- Reviews are written by customers about items of delivered orders; the
-- orders table arrives later, so order_id is not a foreign key yet.
create table reviews (
  id serial primary key,
  item_id integer not null references items (id) on delete cascade,
  store_id integer not null references stores (id) on delete cascade,
  module_id integer not null references modules (id),
  user_id integer references users (id) on delete set null,
  order_id integer,
  rating smallint not null check (rating between 1 and 5),
  comment text,
  attachment jsonb not null default '[]',
  reply text,
  replied_at timestamptz,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reviews_item_idx on reviews (item_id, created_at desc);
create index reviews_store_idx on reviews (store_id, created_at desc);
create unique index reviews_once_per_order_key on reviews (item_id, user_id, order_id) where order_id is not null;

-- Basic campaigns: a promotion stores join (campaign_store).
create table campaigns (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  title text not null,
  description text not null default '',
  image text,
  start_date date not null,
  end_date date not null,
  start_time time not null default '00:00:00',
  end_time time not null default '23:59:59',
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date)
);

create table campaign_store (
  campaign_id integer not null references campaigns (id) on delete cascade,
  store_id integer not null references stores (id) on delete cascade,
  campaign_status text not null default 'confirmed' check (campaign_status in ('pending', 'confirmed', 'rejected')),
  primary key (campaign_id, store_id)
);
create index campaign_store_store_idx on campaign_store (store_id);

create table flash_sales (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  title text not null,
  is_publish boolean not null default true,
  admin_discount_percentage numeric(5, 2) not null default 0 check (admin_discount_percentage between 0 and 100),
  vendor_discount_percentage numeric(5, 2) not null default 0 check (vendor_discount_percentage between 0 and 100),
  start_date timestamptz not null,
  end_date timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date > start_date)
);

-- Sold counts up atomically at checkout; it can never pass the stock.
create table flash_sale_items (
  id serial primary key,
  flash_sale_id integer not null references flash_sales (id) on delete cascade,
  item_id integer not null references items (id) on delete cascade,
  stock integer not null check (stock >= 0),
  sold integer not null default 0 check (sold >= 0 and sold <= stock),
  available_stock integer generated always as (stock - sold) stored,
  discount numeric(12, 2) not null check (discount >= 0),
  discount_type text not null check (discount_type in ('percent', 'amount')),
  -- Reference price and discount per unit when the sale was set up, for display.
  discount_amount numeric(12, 2) not null default 0,
  price numeric(12, 2) not null default 0,
  status boolean not null default true,
  unique (flash_sale_id, item_id)
);
create index flash_sale_items_item_idx on flash_sale_items (item_id);

-- default: a picture with an optional link; store_wise / item_wise: data is the store or item id.
create table banners (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  zone_id integer references zones (id) on delete cascade,
  title text not null,
  type text not null check (type in ('default', 'store_wise', 'item_wise')),
  data integer,
  image text not null,
  link text,
  featured boolean not null default false,
  created_by text not null default 'admin' check (created_by in ('admin', 'store')),
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((type = 'default') = (data is null))
);
create index banners_module_zone_idx on banners (module_id, zone_id);

-- Search text: lower case, Arabic letter variants folded (أإآٱ→ا, ى→ي, ة→ه,
-- ؤ→و, ئ→ي), diacritics and tatweel removed, so "الأرز" finds "الارز".
create or replace function catalog_search_normalize(input text) returns text
language sql immutable parallel safe as $$
  select regexp_replace(translate(lower(coalesce(input, '')), 'أإآٱىةؤئ', 'اااايهوي'), '[ً-ْـ]', '', 'g')
$$;

-- Rebuilds items.search_text for the given items (all items when null).
create or replace function refresh_item_search_text(ids integer[]) returns void
language sql as $$
  update items i
     set search_text = catalog_search_normalize(concat_ws(' ',
           i.name,
           (select string_agg(t.value, ' ') from translations t
             where t.translationable_type = 'item' and t.translationable_id = i.id and t.key = 'name'),
           array_to_string(i.generic_name, ' '),
           (select string_agg(g.tag, ' ') from item_tag it join tags g on g.id = it.tag_id where it.item_id = i.id),
           (select string_agg(t.value, ' ') from item_tag it join translations t
             on t.translationable_type = 'tag' and t.translationable_id = it.tag_id and t.key = 'tag' where it.item_id = i.id),
           (select concat_ws(' ', b.name, (select string_agg(t.value, ' ') from translations t
             where t.translationable_type = 'brand' and t.translationable_id = b.id and t.key = 'name'))
              from brands b where b.id = i.brand_id),
           (select concat_ws(' ', c.name, (select string_agg(t.value, ' ') from translations t
             where t.translationable_type = 'common_condition' and t.translationable_id = c.id and t.key = 'name'))
              from common_conditions c where c.id = i.common_condition_id),
           (select string_agg(concat_ws(' ', c.name, (select string_agg(t.value, ' ') from translations t
             where t.translationable_type = 'category' and t.translationable_id = c.id and t.key = 'name')), ' ')
              from categories c where c.id = any (i.category_ids))))
   where ids is null or i.id = any (ids)
$$;

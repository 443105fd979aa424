-- Carts of customers and guests, and customers' wishlists.

-- One cart per owner (a customer or a guest) and module; one row per line.
-- A line is identified by its item and the chosen variation (variation_key,
-- the canonical form of the choice); adding the same line again adds to it.
-- The unique indexes keep that true under concurrent adds.
create table carts (
  id bigserial primary key,
  user_id integer references users (id) on delete cascade,
  guest_id uuid references guests (id) on delete cascade,
  check ((user_id is null) <> (guest_id is null)),
  module_id integer not null references modules (id) on delete cascade,
  -- The item's store, kept here so "one store per cart" is one lookup.
  store_id integer not null references stores (id) on delete cascade,
  item_id integer not null references items (id) on delete cascade,
  -- 6amMart's model: 'Item', or 'ItemCampaign' for campaign items.
  item_type text not null check (item_type in ('Item', 'ItemCampaign')),
  -- Food: [{name, values: {label: [...]}}] in English; other modules: [{type}].
  variation jsonb not null default '[]',
  variation_key text not null default '',
  add_on_ids integer[] not null default '{}',
  add_on_qtys integer[] not null default '{}',
  check (cardinality(add_on_ids) = cardinality(add_on_qtys)),
  quantity integer not null check (quantity >= 1),
  -- The unit price the server computed at the last change (variation and
  -- options included, add-ons and discounts not); lists recompute it.
  price numeric(12, 3) not null check (price >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index carts_user_line_key on carts (user_id, module_id, item_id, variation_key) where user_id is not null;
create unique index carts_guest_line_key on carts (guest_id, module_id, item_id, variation_key) where guest_id is not null;

-- A customer's saved items and stores (one row each); items.wishlist_count and
-- stores.wishlist_count change in the same transaction as these rows.
create table wishlists (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  item_id integer references items (id) on delete cascade,
  store_id integer references stores (id) on delete cascade,
  check ((item_id is null) <> (store_id is null)),
  created_at timestamptz not null default now()
);
create unique index wishlists_user_item_key on wishlists (user_id, item_id) where item_id is not null;
create unique index wishlists_user_store_key on wishlists (user_id, store_id) where store_id is not null;

-- Promotional content of the module homes, testimonials, and cashback offers
-- (6amMart's module_wise_banners, module_wise_why_chooses, admin testimonials,
-- cash_backs and cash_back_histories; decision 17). Texts hold English; Arabic
-- lives in translations (types 'module_banner', 'why_choose', 'testimonial',
-- 'cash_back').

-- Keyed values per module. type 'promotional_banner': the section banners of a
-- module home (best_reviewed_section_banner, new_arrival_section_banner,
-- bottom_section_banner; parcel: any number of rows keyed promotional_banner,
-- shown as a slider). type 'video_banner_content': section_title, banner_type
-- (video | video_content | image), banner_video (a link), banner_video_content
-- (a stored video), banner_image, and the three steps content1_title ...
-- content3_subtitle. File values are names under /storage/promotional_banner.
create table module_banners (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  type text not null check (type in ('promotional_banner', 'video_banner_content')),
  key text not null,
  value text not null,
  position integer not null default 0,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index module_banners_module_idx on module_banners (module_id, type, position);

-- "Why choose us" cards of a module home (the parcel home's features).
create table module_why_choose (
  id serial primary key,
  module_id integer not null references modules (id) on delete cascade,
  title text not null,
  short_description text not null,
  image text,
  position integer not null default 0,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index module_why_choose_module_idx on module_why_choose (module_id, position);

-- What customers say (GET testimonial, the landing page's testimonial_list).
create table testimonials (
  id serial primary key,
  name text not null,
  designation text not null default '',
  review text not null,
  reviewer_image text,
  company_image text,
  position integer not null default 0,
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Cashback offers (server-rules §5.5): for every customer or for some
-- (customer_ids: ["all"] or user ids), on orders of at least min_purchase;
-- a percent capped by max_discount (0 = no cap) or a flat amount; at most
-- same_user_limit uses per customer (null = no limit).
create table cash_backs (
  id serial primary key,
  title text not null,
  customer_ids jsonb not null default '["all"]' check (jsonb_typeof(customer_ids) = 'array'),
  cashback_type text not null check (cashback_type in ('percentage', 'amount')),
  cashback_amount numeric(12, 3) not null check (cashback_amount > 0),
  min_purchase numeric(12, 3) not null default 0 check (min_purchase >= 0),
  max_discount numeric(12, 3) not null default 0 check (max_discount >= 0),
  same_user_limit integer check (same_user_limit > 0),
  start_date date not null,
  end_date date not null,
  check (end_date >= start_date),
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The cashback an order earned, written in the transaction that marks it
-- delivered, when the amount goes to the wallet: one per order at most.
create table cash_back_histories (
  id serial primary key,
  cash_back_id integer references cash_backs (id) on delete set null,
  order_id bigint not null unique references orders (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  cashback_type text not null,
  cashback_amount numeric(12, 3) not null,
  min_purchase numeric(12, 3) not null,
  max_discount numeric(12, 3) not null,
  calculated_amount numeric(12, 3) not null check (calculated_amount > 0),
  created_at timestamptz not null default now()
);
create index cash_back_histories_user_idx on cash_back_histories (user_id, cash_back_id);

-- Joining Souq (issue 20): store and courier applications, the store
-- accounts an approval creates, and the subscription packages a store may
-- choose instead of the commission. Why it is shaped so: decision 25.

-- A subscription plan (6amMart's subscription_packages): a price for a
-- number of days, with limits on orders and items (null: unlimited).
-- Names in English here, Arabic in translations ('subscription_package').
create table subscription_packages (
  id serial primary key,
  package_name text not null,
  price numeric(12, 3) not null check (price >= 0),
  validity integer not null check (validity > 0),
  max_order integer check (max_order > 0),
  max_product integer check (max_product > 0),
  pos boolean not null default false,
  mobile_app boolean not null default true,
  chat boolean not null default false,
  review boolean not null default true,
  self_delivery boolean not null default false,
  status boolean not null default true,
  created_at timestamptz not null default now()
);

-- Reference data every database has (not demo data): the plans the
-- registration form offers from the first day.
insert into subscription_packages (package_name, price, validity, max_order, max_product, pos, chat, self_delivery) values
  ('Starter', 99, 30, 300, 50, false, false, false),
  ('Growth', 249, 30, null, 500, true, true, false),
  ('Yearly Pro', 2490, 365, null, null, true, true, true);
insert into translations (translationable_type, translationable_id, locale, key, value)
  select 'subscription_package', id, 'ar', 'package_name',
    case package_name when 'Starter' then 'البداية' when 'Growth' then 'النمو' else 'الاحترافية السنوية' end
  from subscription_packages;

-- One application per row, a store's or a courier's. What the form sent
-- is kept as validated JSON (`data`, English and Arabic texts, numbers,
-- file names); email and phone are columns so that two live applications
-- (pending or approved) of one kind can never share them, whoever submits
-- at the same moment. A denied application frees its email and phone.
create table partner_applications (
  id serial primary key,
  kind text not null check (kind in ('store', 'courier')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'denied')),
  email text not null,
  phone text not null,
  password_hash text not null,
  data jsonb not null,
  -- What the approval created.
  store_id integer references stores (id) on delete set null,
  delivery_man_id integer references delivery_men (id) on delete set null,
  denial_reason text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index partner_applications_email_key on partner_applications (kind, lower(email)) where status <> 'denied';
create unique index partner_applications_phone_key on partner_applications (kind, phone) where status <> 'denied';
create index partner_applications_pending_idx on partner_applications (kind, created_at) where status = 'pending';

-- A store's account (6amMart's vendors): the owner who signs in to the
-- store's panel. Created by approving an application, with its password.
create table vendors (
  id serial primary key,
  f_name text not null,
  l_name text not null default '',
  phone text not null unique,
  email text not null,
  password text not null,
  store_id integer not null references stores (id) on delete cascade,
  status boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index vendors_email_key on vendors (lower(email));

-- The store's business plan: commission (the default, `comission` percent)
-- or a subscription package.
alter table stores add column store_business_model text not null default 'commission'
  check (store_business_model in ('commission', 'subscription'));
alter table stores add column package_id integer references subscription_packages (id);
-- "30-40 min": minimum and maximum with their unit, as the form gives them.
alter table stores add column delivery_time_type text not null default 'min'
  check (delivery_time_type in ('min', 'hours', 'days'));

-- A courier who joined through the form: identity, earning and account.
alter table delivery_men add column password text;
alter table delivery_men add column identity_type text
  check (identity_type in ('passport', 'driving_license', 'nid'));
alter table delivery_men add column identity_number text;
alter table delivery_men add column identity_images text[] not null default '{}';
-- 6amMart's `earning`: 1 freelancer, 0 salaried.
alter table delivery_men add column earning boolean not null default true;

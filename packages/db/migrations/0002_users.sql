-- Customers. Defined early because catalog reviews, accounts, carts and
-- orders all point at them. Balances can never go negative (the last
-- defence behind the atomic updates that change them).

create table users (
  id serial primary key,
  f_name text,
  l_name text,
  phone text,
  email text,
  image text,
  -- scrypt hash ("scrypt$N$r$p$salt$hash"); null for social-only accounts.
  password text,
  is_phone_verified boolean not null default false,
  is_email_verified boolean not null default false,
  email_verified_at timestamptz,
  login_medium text not null default 'manual' check (login_medium in ('manual', 'otp', 'google', 'facebook', 'apple')),
  social_id text,
  cm_firebase_token text,
  status boolean not null default true,
  order_count integer not null default 0 check (order_count >= 0),
  zone_id integer references zones (id) on delete set null,
  wallet_balance numeric(14, 3) not null default 0 check (wallet_balance >= 0),
  loyalty_point integer not null default 0 check (loyalty_point >= 0),
  ref_code text not null,
  ref_by integer references users (id) on delete set null,
  interest jsonb not null default '[]',
  module_ids jsonb not null default '[]',
  current_language_key text not null default 'en',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_phone_key on users (phone) where phone is not null;
create unique index users_email_key on users (lower(email)) where email is not null;
create unique index users_ref_code_key on users (ref_code);

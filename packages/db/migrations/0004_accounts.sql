-- Accounts: guests, sessions, one-time codes, social identities, saved
-- addresses. Secrets (tokens, codes) are stored only as hashes.

-- A deleted account is anonymised rather than removed, so orders and wallet
-- history that point at it stay consistent.
alter table users add column deleted_at timestamptz;
-- sha256 of the one-time ticket that lets an OTP or social sign-in finish
-- its profile (auth/update-info) before any session token exists.
alter table users add column temp_token text;
alter table users add column temp_token_expires_at timestamptz;

-- Guests are identified by an unguessable random id issued by the server.
create table guests (
  id uuid primary key,
  ip_address text,
  fcm_token text,
  created_at timestamptz not null default now()
);

-- Bearer tokens: only their sha256 is kept; fixed lifetime, revocable.
create table auth_tokens (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip_address text,
  user_agent text
);
create index auth_tokens_user_idx on auth_tokens (user_id);

-- The current one-time code per destination (normalised phone or lower-case
-- email) and purpose, with its resend clock, wrong tries and block.
create table otp_codes (
  destination text not null,
  purpose text not null check (purpose in ('login', 'verification', 'password_reset', 'profile_change')),
  channel text not null check (channel in ('phone', 'email')),
  -- "salt$hmac-sha256(salt, code)"; null once the code is spent by a block.
  code_hash text,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  verified_at timestamptz,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  blocked_until timestamptz,
  -- What the code confirms when it is not just the destination (a profile change).
  payload jsonb,
  primary key (destination, purpose)
);

-- Messages the default OTP adapter "sends": the demo and tests read them here.
-- SMTP and the SMS webhook replace it per channel when configured.
create table otp_outbox (
  id bigserial primary key,
  channel text not null check (channel in ('phone', 'email')),
  destination text not null,
  purpose text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index otp_outbox_destination_idx on otp_outbox (destination, id desc);
create index otp_outbox_created_idx on otp_outbox (created_at);

-- A user may sign in with several providers; the subject is the provider's stable id.
create table user_social_accounts (
  provider text not null check (provider in ('google', 'facebook', 'apple')),
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);
create index user_social_accounts_user_idx on user_social_accounts (user_id);

create table customer_addresses (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  address_type text not null check (address_type in ('home', 'office', 'other')),
  address_label text,
  contact_person_name text not null,
  contact_person_number text not null,
  address text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  -- The smallest active zone containing the point when it was saved.
  zone_id integer references zones (id) on delete set null,
  floor text,
  road text,
  house text,
  additional_information text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customer_addresses_user_idx on customer_addresses (user_id, id desc);

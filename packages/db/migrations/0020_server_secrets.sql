-- Server secrets (issue 13): random keys the server signs short tokens with
-- (guest ids, payment links, …). One row per purpose, created on first use
-- by whichever instance asks first, so every instance sharing this database
-- signs and verifies alike without an operator having to set anything.
-- Deleting a row rotates that key: tokens signed with the old one stop verifying.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

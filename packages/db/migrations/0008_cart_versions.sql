-- A version per cart (owner and module), raised by every statement that
-- changes the cart's lines, whoever runs it (cart calls, checkout, sign-in
-- merge, cascades), and announced on the channel "souq_carts" as
-- '<owner> <module_id> <version>' when the change commits.
-- The API keeps carts in memory and forgets one when a higher version is
-- announced; a write made from memory names the version it was checked
-- against and locks this row, so it only lands if nothing changed since
-- (decision 11). Owners: 'u:<user id>' or 'g:<guest id>'.
create table cart_versions (
  owner text not null,
  module_id integer not null,
  version bigint not null default 0,
  primary key (owner, module_id)
);

create function cart_owner(user_id integer, guest_id uuid) returns text
language sql immutable as $$ select coalesce('u:' || user_id::text, 'g:' || guest_id::text) $$;

-- Raises one cart's version and announces it (at commit).
create function raise_cart_version(cart_owner text, cart_module integer) returns void
language plpgsql as $$
declare
  raised bigint;
begin
  insert into cart_versions (owner, module_id, version) values (cart_owner, cart_module, 1)
  on conflict (owner, module_id) do update set version = cart_versions.version + 1
  returning version into raised;
  perform pg_notify('souq_carts', cart_owner || ' ' || cart_module || ' ' || raised);
end $$;

-- Statement-level, with the changed rows as transition tables: a statement
-- raises each cart it touched once, in a fixed order (no deadlock between
-- two statements touching the same two carts). Each event has its own
-- query: a transition table the event lacks cannot even be named.
create function carts_changed() returns trigger
language plpgsql as $$
declare
  cart record;
begin
  if tg_op = 'INSERT' then
    for cart in select distinct cart_owner(user_id, guest_id) as owner, module_id from new_rows order by 1, 2 loop
      perform raise_cart_version(cart.owner, cart.module_id);
    end loop;
  elsif tg_op = 'DELETE' then
    for cart in select distinct cart_owner(user_id, guest_id) as owner, module_id from old_rows order by 1, 2 loop
      perform raise_cart_version(cart.owner, cart.module_id);
    end loop;
  else
    for cart in
      select cart_owner(user_id, guest_id) as owner, module_id from new_rows
      union
      select cart_owner(user_id, guest_id), module_id from old_rows
      order by 1, 2
    loop
      perform raise_cart_version(cart.owner, cart.module_id);
    end loop;
  end if;
  return null;
end $$;

create trigger carts_inserted after insert on carts referencing new table as new_rows
  for each statement execute function carts_changed();
create trigger carts_updated after update on carts referencing old table as old_rows new table as new_rows
  for each statement execute function carts_changed();
create trigger carts_deleted after delete on carts referencing old table as old_rows
  for each statement execute function carts_changed();

insert into cart_versions (owner, module_id, version)
select distinct cart_owner(user_id, guest_id), module_id, 1 from carts;

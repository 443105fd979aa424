-- The customer's notifications (issue 20, decision 25): order status
-- changes and wallet credits land in user_notifications from triggers, in
-- the transaction that makes the change, whichever code path makes it;
-- promotions are broadcasts (6amMart's `notifications`), to every customer
-- or to a zone's. Rows keep the kind and its values, not text: the API
-- words them in the reader's language. Every new row is announced on
-- souq_notifications (the user id, or '*' for a broadcast) for open pages.

create table user_notifications (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('order_status', 'wallet_credit')),
  order_id bigint references orders (id) on delete cascade,
  status text,
  amount numeric(14, 3),
  transaction_type text,
  created_at timestamptz not null default now()
);
create index user_notifications_user_idx on user_notifications (user_id, id desc);

create table notifications (
  id serial primary key,
  title text not null,
  description text not null,
  image text,
  -- null: every customer.
  zone_id integer references zones (id) on delete cascade,
  status boolean not null default true,
  created_at timestamptz not null default now()
);
create index notifications_created_idx on notifications (created_at desc);

-- What the customer has seen (everything created up to then is read), and what they want to hear about.
alter table users add column notifications_read_at timestamptz not null default now();
alter table users add column notify_order_updates boolean not null default true;
alter table users add column notify_promotions boolean not null default true;

create function souq_notify_order_status() returns trigger language plpgsql as $$
declare
  owner integer;
begin
  select user_id into owner from orders where id = new.order_id;
  if owner is not null then
    insert into user_notifications (user_id, kind, order_id, status) values (owner, 'order_status', new.order_id, new.status);
    perform pg_notify('souq_notifications', owner::text);
  end if;
  return null;
end $$;
create trigger order_status_notification after insert on order_status_events
  for each row execute function souq_notify_order_status();

create function souq_notify_wallet_credit() returns trigger language plpgsql as $$
begin
  if new.credit > 0 and new.transaction_type <> 'order_place' then
    insert into user_notifications (user_id, kind, amount, transaction_type)
      values (new.user_id, 'wallet_credit', new.credit, new.transaction_type);
    perform pg_notify('souq_notifications', new.user_id::text);
  end if;
  return null;
end $$;
create trigger wallet_credit_notification after insert on wallet_transactions
  for each row execute function souq_notify_wallet_credit();

create function souq_notify_broadcast() returns trigger language plpgsql as $$
begin
  perform pg_notify('souq_notifications', '*');
  return null;
end $$;
create trigger broadcast_notification after insert on notifications
  for each row execute function souq_notify_broadcast();

-- After placement: loyalty points earned on delivered orders (reference
-- §5.5). users.loyalty_point
-- changes in the same transaction as its ledger row; `balance` is the
-- balance after the row.

create table loyalty_point_transactions (
  id bigserial primary key,
  user_id integer not null references users (id),
  transaction_id uuid not null default gen_random_uuid() unique,
  credit integer not null default 0 check (credit >= 0),
  debit integer not null default 0 check (debit >= 0),
  balance integer not null check (balance >= 0),
  transaction_type text not null check (transaction_type in ('order_place', 'point_to_wallet')),
  -- The order id for order_place.
  reference text,
  created_at timestamptz not null default now()
);
create index loyalty_point_transactions_user_idx on loyalty_point_transactions (user_id, id desc);
-- Points are earned once per order, even if delivery were recorded twice.
create unique index loyalty_point_transactions_order_key on loyalty_point_transactions (reference) where transaction_type = 'order_place';


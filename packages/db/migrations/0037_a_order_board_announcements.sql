-- Issue 19 (decision 19): the operator's board is live. Whatever changes what a board card shows
-- is announced on souq_order_board with the order's id: an order placed or moved (every status,
-- the first one included, is a row of order_status_events, whoever writes it: checkout, parcel,
-- the simulator, the operator, a payment callback, another instance), an offline payment's proof
-- sent or decided, a courier assigned. Triggers, so no way of changing an order can forget to tell.
create function souq_announce_board_order() returns trigger language plpgsql as $$
begin
  perform pg_notify('souq_order_board', new.order_id::text);
  return null;
end $$;
create trigger order_board_status after insert on order_status_events
  for each row execute function souq_announce_board_order();
create trigger order_board_offline_proof after insert or update on offline_payments
  for each row execute function souq_announce_board_order();

create function souq_announce_board_courier() returns trigger language plpgsql as $$
begin
  perform pg_notify('souq_order_board', new.id::text);
  return null;
end $$;
create trigger order_board_courier after update of delivery_man_id on orders
  for each row when (old.delivery_man_id is distinct from new.delivery_man_id)
  execute function souq_announce_board_courier();

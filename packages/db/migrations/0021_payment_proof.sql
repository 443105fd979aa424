-- Issue 13, item 6 (decision 21): the built-in payment page opened by order and
-- customer id, as older clients build it, proves nothing when the customer id is
-- a small number. A request opened that way is not "proven": its fail button
-- does not fail the order. Our own links carry a signature and are proven.
alter table payment_requests add column proven boolean not null default false;

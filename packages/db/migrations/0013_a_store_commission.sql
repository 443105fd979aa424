-- The store's commission (percent of each order the platform keeps), under
-- 6amMart's spelling `comission`: clients tell a store from an item by that
-- key in mixed search results (client-contract §5), so every store answers it.
alter table stores add column comission numeric(5, 2) not null default 10 check (comission >= 0 and comission <= 100);

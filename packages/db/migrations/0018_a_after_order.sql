-- After the order (issue 19): couriers, their reviews, the review reminder
-- and conversations between customers and the store, the courier or support.

-- Delivery people. Names are stored in English with Arabic translations
-- (translations, type 'delivery_man'); the vehicle is a key the clients
-- translate. latitude/longitude is the last known position
-- (delivery-man/last-location); rating counts stars like items and stores.
create table delivery_men (
  id serial primary key,
  f_name text not null,
  l_name text not null,
  phone text not null unique,
  email text,
  image text,
  zone_id integer references zones (id) on delete set null,
  vehicle_type text not null default 'motorbike' check (vehicle_type in ('bicycle', 'motorbike', 'car')),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  location text,
  location_updated_at timestamptz,
  -- Review counts by star, [1★, 2★, 3★, 4★, 5★]; averages are kept beside them.
  rating integer[] not null default '{0,0,0,0,0}',
  avg_rating numeric(3, 2) not null default 0,
  rating_count integer not null default 0 check (rating_count >= 0),
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table orders add column delivery_man_id integer references delivery_men (id) on delete set null;
-- When the review reminder was shown or dismissed: it opens once per order.
alter table orders add column review_reminded_at timestamptz;
create index orders_delivery_man_idx on orders (delivery_man_id) where delivery_man_id is not null;
create index orders_delivered_user_idx on orders (user_id, delivered desc) where delivered is not null and user_id is not null;

-- Reviews of the item reviews table point at their order now that orders exist.
alter table reviews add constraint reviews_order_fkey foreign key (order_id) references orders (id) on delete cascade;
-- A review an operator hid stays for the record (status false) but counts no more.

create table delivery_man_reviews (
  id serial primary key,
  delivery_man_id integer not null references delivery_men (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  order_id bigint not null references orders (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text,
  attachment jsonb not null default '[]',
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index delivery_man_reviews_once_key on delivery_man_reviews (order_id);
create index delivery_man_reviews_dm_idx on delivery_man_reviews (delivery_man_id, created_at desc);

-- Chat (reference §3.9). Participants are 6amMart's user_infos: one row per
-- customer, store (vendor), courier (delivery_man) or the support desk
-- (admin, ref_id 0). Names and pictures are read from what they stand for.
create table chat_participants (
  id serial primary key,
  kind text not null check (kind in ('customer', 'vendor', 'delivery_man', 'admin')),
  ref_id integer not null,
  created_at timestamptz not null default now(),
  unique (kind, ref_id)
);

-- A conversation is between a customer (sender) and one other participant
-- (receiver); each side counts the messages it has not seen yet.
create table conversations (
  id serial primary key,
  sender_id integer not null references chat_participants (id) on delete cascade,
  receiver_id integer not null references chat_participants (id) on delete cascade,
  last_message_id bigint,
  last_message_time timestamptz,
  sender_unread integer not null default 0 check (sender_unread >= 0),
  receiver_unread integer not null default 0 check (receiver_unread >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (sender_id, receiver_id)
);
create index conversations_sender_idx on conversations (sender_id, last_message_time desc);
create index conversations_receiver_idx on conversations (receiver_id, last_message_time desc);

create table messages (
  id bigserial primary key,
  conversation_id integer not null references conversations (id) on delete cascade,
  sender_id integer not null references chat_participants (id) on delete cascade,
  message text,
  -- Image file names under uploads/conversation, served only to the conversation's members.
  file jsonb not null default '[]',
  is_seen boolean not null default false,
  order_id bigint references orders (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (message is not null or jsonb_array_length(file) > 0)
);
create index messages_conversation_idx on messages (conversation_id, id desc);

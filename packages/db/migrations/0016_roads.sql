-- The demo city's main roads, beside the places of the gazetteer: the offline
-- map draws them, reverse geocoding names the road a point is on, and the
-- offline route follows them. path is a JSON array of [lat, lng] pairs.
create table roads (
  id serial primary key,
  name text not null,
  name_ar text not null,
  kind text not null check (kind in ('highway', 'primary', 'street')),
  path jsonb not null check (jsonb_typeof(path) = 'array' and jsonb_array_length(path) >= 2)
);

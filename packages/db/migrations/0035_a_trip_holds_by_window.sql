-- Vehicle search asks which plates are held during a window (catalog.ts heldPlateCounts): the
-- holds still in force that end after the window starts, instead of every plate of the fleet.
create index trip_vehicle_identities_window_idx on trip_vehicle_identities (ends_at, starts_at)
  where not released;

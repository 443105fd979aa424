-- Announces, on the channel "souq_sessions" with the user's id as payload,
-- every change that can end a session: a token revoked, re-dated or
-- deleted, an account blocked, deleted or removed. The API keeps sessions
-- in memory while it hears these (modules/auth/session-cache.ts), so a
-- signed-in request needs no lookup, and drops a user's sessions when one
-- is announced. Issuing a token needs no announcement: an unknown token is
-- always looked up.
create function announce_session_change() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'users' then
    perform pg_notify('souq_sessions', coalesce(new.id, old.id)::text);
  else
    perform pg_notify('souq_sessions', coalesce(new.user_id, old.user_id)::text);
  end if;
  return null;
end $$;

create trigger auth_tokens_session_change after update of revoked_at, expires_at or delete on auth_tokens
  for each row execute function announce_session_change();
create trigger users_session_change after update of status, deleted_at or delete on users
  for each row execute function announce_session_change();

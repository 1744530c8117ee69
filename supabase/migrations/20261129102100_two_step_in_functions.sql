-- Two-step verification also stops the security definer functions a signed-in person calls
-- directly (they bypass the row-level write wall of 20261129102000_two_step_verification.sql):
-- an aal1 session of an account with a verified factor can neither start a conversation, accept
-- the terms, nor act as an administrator. public.is_admin() (every administrator policy and
-- function) requires it; the three functions that check their caller themselves call
-- public.require_two_step() first, added to their current definitions in place (create or
-- replace keeps owner and grants), as 20261129101000_not_found_is_404.sql does.

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and category = 'administrador' and not is_blocked
  ) and public.two_step_satisfied()
$$;

comment on function public.is_admin() is
  'True when the caller''s profile has category administrador, is not blocked and, once the account has a verified factor, the session is aal2.';

-- Raised by the functions below when the session has not passed two-step verification.
create or replace function public.require_two_step()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.two_step_satisfied() then
    raise exception 'Confirme o código da verificação em duas etapas para continuar.' using errcode = '42501';
  end if;
end;
$$;

revoke execute on function public.require_two_step() from public, anon;
grant execute on function public.require_two_step() to authenticated, service_role;

do $$
declare
  fn regprocedure;
  def text;
begin
  foreach fn in array array[
    'public.start_conversation(uuid,uuid)',
    'public.accept_current_terms(integer)',
    'public.admin_set_account_blocked(uuid,boolean,text)'
  ]::regprocedure[] loop
    def := pg_get_functiondef(fn);
    if def !~ E'\nbegin\n' then
      raise exception 'expected % to have a plpgsql body', fn;
    end if;
    execute regexp_replace(def, E'\nbegin\n', E'\nbegin\n  perform public.require_two_step();\n');
  end loop;
end
$$;

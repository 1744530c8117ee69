-- "Not found" refusals answer HTTP 404, not 500. The functions below raised SQLSTATE P0002
-- (no_data_found) for an unknown or someone else's id; PostgREST (hosted and local) maps the
-- PL/pgSQL class P0 (except P0001) to 500, so a wrong id looked like a server failure. They now
-- raise PT404, PostgREST's way to set the status: same pt-BR message, code 'PT404', status 404.
-- Each current definition is rewritten in place (create or replace keeps owner and grants); the
-- earlier migrations still show P0002. Found by the fuzz suite (supabase/tests/fuzz).
do $$
declare
  fn regprocedure;
  def text;
begin
  foreach fn in array array[
    'public.admin_set_account_blocked(uuid,boolean,text)',
    'public.admin_publish_terms(uuid)',
    'public.admin_remove_post(uuid,text)',
    'public.admin_remove_comment(uuid,text)',
    'public.contract_for_move(uuid,uuid)',
    'public.proposal_respond(uuid,text,text,jsonb)',
    'public.proposal_send(uuid,jsonb,uuid)',
    'public.proposal_withdraw(uuid)',
    'public.admin_resolve_dispute(uuid,text,text)',
    'public.review_submit(uuid,integer,jsonb,text)',
    'public.review_reply(uuid,text)',
    'public.admin_hide_review(uuid,text)'
  ]::regprocedure[] loop
    def := pg_get_functiondef(fn);
    if position($q$errcode = 'P0002'$q$ in def) = 0 then
      raise exception 'expected % to raise P0002', fn;
    end if;
    execute replace(def, $q$errcode = 'P0002'$q$, $q$errcode = 'PT404'$q$);
  end loop;
  if exists (select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
             where n.nspname = 'public' and p.prosrc like $q$%errcode = 'P0002'%$q$) then
    raise exception 'a function still raises P0002';
  end if;
end
$$;

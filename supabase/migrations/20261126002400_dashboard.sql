-- /dashboard's administrator figures (issue 10): users by category and sign-ups per week. Both
-- read every profile, so they are security definer and answer administrators only.
create or replace function public.admin_users_by_category()
returns table (category text, total integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Somente administradores podem ver estes números.' using errcode = '42501';
  end if;
  return query
    select coalesce(p.category, 'sem categoria'), count(*)::integer
      from public.profiles p
     group by 1
     order by 2 desc, 1;
end;
$$;

-- The last `weeks` weeks (Monday first, São Paulo time), oldest first, zero for a week without sign-ups.
create or replace function public.admin_signups_per_week(weeks integer default 12)
returns table (week_start date, total integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  n integer := least(greatest(coalesce(weeks, 12), 1), 104);
  this_week date := date_trunc('week', now() at time zone 'America/Sao_Paulo')::date;
begin
  if not public.is_admin() then
    raise exception 'Somente administradores podem ver estes números.' using errcode = '42501';
  end if;
  return query
    select w.week::date, count(p.id)::integer
      from generate_series(this_week - (n - 1) * 7, this_week, interval '7 days') as w(week)
      left join public.profiles p
        on p.created_at >= (w.week::timestamp at time zone 'America/Sao_Paulo')
       and p.created_at < ((w.week + interval '7 days')::timestamp at time zone 'America/Sao_Paulo')
     group by w.week
     order by w.week;
end;
$$;

revoke execute on function public.admin_users_by_category(), public.admin_signups_per_week(integer) from public, anon;
grant execute on function public.admin_users_by_category(), public.admin_signups_per_week(integer) to authenticated;

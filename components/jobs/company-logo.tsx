// A company's logo (or its initials) beside its name.
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import type { Company } from '@/lib/queries/opportunities';

export const companyName = (c: Company | null) => c?.company_name || c?.full_name || 'Empresa';

export function CompanyLogo({ company, className = 'size-11' }: { company: Company | null; className?: string }) {
  const name = companyName(company);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const src = company?.logo_url || company?.avatar_url || undefined;
  return (
    <Avatar className={`${className} rounded-lg`}>
      {src ? <AvatarImage src={src} alt="" className="object-contain" /> : null}
      <AvatarFallback className="rounded-lg">{initials}</AvatarFallback>
    </Avatar>
  );
}

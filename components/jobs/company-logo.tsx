// A company's logo (or its initials) beside its name.
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { supabaseUrl } from '@/lib/env';
import type { Company } from '@/lib/queries/opportunities';
import { profileImageSrc } from '@/lib/validation/profile-image';

export const companyName = (c: Company | null) => c?.company_name || c?.full_name || 'Empresa';

export function CompanyLogo({ company, className = 'size-11' }: { company: Company | null; className?: string }) {
  const name = companyName(company);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  // Stored as a path in the project's Storage: the address is the Supabase project's, not the app's.
  const url = supabaseUrl();
  const src = profileImageSrc(company?.logo_url, url) ?? profileImageSrc(company?.avatar_url, url);
  return (
    <Avatar className={`${className} rounded-lg`}>
      {src ? <AvatarImage src={src} alt="" className="object-contain" /> : null}
      <AvatarFallback className="rounded-lg">{initials}</AvatarFallback>
    </Avatar>
  );
}

'use client';
// /profile-empresa's content (company-profile-screen.tsx reads the row): the progress, the form and
// the password, a chunk of its own that downloads beside the reads (lib/browser/preloaded-lazy.ts).
import { ExternalLinkIcon } from 'lucide-react';
import Link from 'next/link';
import { ChangePasswordForm } from '@/components/profile/editor/change-password-form';
import { FormSection } from '@/components/profile/fields/form-section';
import { buttonVariants } from '@/components/ui/button';
import { CATEGORY_HIRER } from '@/lib/constants';
import { companyProgress } from '@/lib/profile/completeness';
import type { CompanyEditorData } from '@/lib/queries/profile-editor';
import { ROUTES } from '@/lib/routes';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProgress } from './company-progress';
import { companyDefaults } from './company-defaults';

export function CompanyProfile({ data: { profile, companyTypes, agencyServices } }: { data: CompanyEditorData }) {
  // Progress once a type is chosen: the type decides which fields are required.
  const progress = profile.category === CATEGORY_HIRER && profile.type ? companyProgress(profile) : null;
  const missing = progress?.missing ?? [];

  return (
    <>
      {progress && missing.length > 0 ? <CompanyProgress progress={progress} /> : null}
      {profile.type && missing.length === 0 ? (
        <div className="mb-6 flex justify-end">
          <Link href={ROUTES.publicProfile} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ExternalLinkIcon aria-hidden="true" />
            Ver perfil público
          </Link>
        </div>
      ) : null}
      <div className="grid gap-6">
        {profile.category !== CATEGORY_HIRER ? (
          <p className="rounded-2xl border border-dashed bg-background p-6 text-center text-muted-foreground">
            O perfil da empresa é preenchido pelas contas de marcas e agências.
          </p>
        ) : (
          <CompanyProfileForm
            userId={profile.id}
            email={profile.email}
            logoUrl={profile.logo_url}
            defaultValues={companyDefaults(profile)}
            companyTypes={companyTypes}
            agencyServices={agencyServices}
          />
        )}
        {/* Hirers have no /profile: their password lives here, once the company has a type. */}
        {profile.type || profile.category !== CATEGORY_HIRER ? (
          <FormSection id="senha" title="Senha" description="Troque a senha de acesso da sua conta.">
            <ChangePasswordForm />
          </FormSection>
        ) : null}
      </div>
    </>
  );
}

import { ExternalLinkIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { IncompleteProfileToast } from '@/components/layout/incomplete-profile-toast';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ChangePasswordForm } from '@/components/profile/editor/change-password-form';
import { CompanyProfileForm } from '@/components/profile/company/company-profile-form';
import { CompanyProgress } from '@/components/profile/company/company-progress';
import { companyDefaults } from '@/components/profile/company/company-defaults';
import { FormSection } from '@/components/profile/fields/form-section';
import { buttonVariants } from '@/components/ui/button';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { PENDING_FIELDS_PARAM, parsePendingFields } from '@/lib/auth/pending-fields-param';
import { CATEGORY_HIRER } from '@/lib/constants';
import { getOwnFullProfile } from '@/lib/data/profile-editor';
import { getAgencyServiceTypes, getCompanyTypes } from '@/lib/data/taxonomies';
import { companyProgress } from '@/lib/profile/completeness';

export const metadata: Metadata = { title: 'Perfil da empresa' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function CompanyProfilePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen
      title="Perfil da empresa"
      description="Os dados da sua marca ou agência. Com o perfil completo, o menu da plataforma fica liberado."
    >
      <Suspense fallback={<PageLoading />}>
        <CompanyProfile searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function CompanyProfile({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.companyProfile);
  // The proxy sends an incomplete hirer here with the fields to list in the toast (docs/product/messages.md).
  const toastFields = parsePendingFields((await searchParams)[PENDING_FIELDS_PARAM]);
  const [profile, companyTypes, agencyServices] = await Promise.all([
    getOwnFullProfile(viewer.id),
    getCompanyTypes(),
    getAgencyServiceTypes(),
  ]);
  if (!profile) throw new Error('Não encontramos seu perfil.');
  // Progress once a type is chosen: the type decides which fields are required.
  const progress = profile.category === CATEGORY_HIRER && profile.type ? companyProgress(profile) : null;
  const missing = progress?.missing ?? [];

  return (
    <>
      {toastFields.length > 0 ? <IncompleteProfileToast fields={toastFields} /> : null}
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
            userId={viewer.id}
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

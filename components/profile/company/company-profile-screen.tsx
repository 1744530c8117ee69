'use client';
// /profile-empresa (docs/product/accounts.md): the company data of a brand or agency, with its
// progress while required fields are missing, and the password once the company has a type. A
// static document (docs/architecture/page-pattern.md): the guard and the reads run here, in the
// browser, under RLS; the form is drawn once the row is read, so its starting values are the
// stored ones, and a save reads again (the progress, the public profile's link) without remounting it.
import { ExternalLinkIcon } from 'lucide-react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { IncompleteProfileToast } from '@/components/layout/incomplete-profile-toast';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ChangePasswordForm } from '@/components/profile/editor/change-password-form';
import { FormSection } from '@/components/profile/fields/form-section';
import { buttonVariants } from '@/components/ui/button';
import type { Viewer } from '@/lib/auth/viewer';
import { PENDING_FIELDS_PARAM, parsePendingFields } from '@/lib/auth/pending-fields-param';
import { CATEGORY_HIRER } from '@/lib/constants';
import { companyProgress } from '@/lib/profile/completeness';
import { readCompanyEditor, type CompanyEditorData } from '@/lib/queries/profile-editor';
import { ROUTES } from '@/lib/routes';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProgress } from './company-progress';
import { companyDefaults } from './company-defaults';

export function CompanyProfileScreen() {
  // The proxy sends an incomplete hirer here with the fields to list in the toast (docs/product/messages.md).
  const toastFields = parsePendingFields(useSearchParams().getAll(PENDING_FIELDS_PARAM));
  return (
    <BrowserPage route={ROUTES.companyProfile}>
      {(viewer) =>
        // The toast removes its one-shot parameter with a navigation, which mounts the page anew:
        // the form is drawn on the bare address only, so that answer (late on a slow link) never
        // drops what the person has typed or their place on the page.
        toastFields.length > 0 ? (
          <>
            <IncompleteProfileToast fields={toastFields} />
            <PageLoading />
          </>
        ) : (
          <CompanyProfileRead viewer={viewer} />
        )
      }
    </BrowserPage>
  );
}

function CompanyProfileRead({ viewer }: { viewer: Viewer }) {
  return (
    <BrowserRead readKey={viewer.id} read={(supabase) => readCompanyEditor(supabase, viewer.id)} label="profile-empresa">
      {(data) => <CompanyProfile data={data} />}
    </BrowserRead>
  );
}

function CompanyProfile({ data: { profile, companyTypes, agencyServices } }: { data: CompanyEditorData }) {
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

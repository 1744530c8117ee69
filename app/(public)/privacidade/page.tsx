import type { Metadata } from 'next';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { TermsDocumentView } from '@/components/legal/terms-document';
import { OG_IMAGE } from '@/lib/branding/metadata';
import { SITE_NAME } from '@/lib/constants';
import { getSiteImages } from '@/lib/data/site-images';
import { PRIVACY_POLICY } from '@/lib/legal/privacy-policy';
import { ROUTES } from '@/lib/routes';

const DESCRIPTION = `Como a ${SITE_NAME} trata seus dados pessoais (LGPD): o que guardamos e por quê, quem vê, como corrigir ou apagar, e o contato do encarregado.`;

export const metadata: Metadata = {
  title: PRIVACY_POLICY.title,
  description: DESCRIPTION,
  alternates: { canonical: ROUTES.privacy },
  openGraph: {
    title: `${PRIVACY_POLICY.title} | ${SITE_NAME}`,
    description: DESCRIPTION,
    url: ROUTES.privacy,
    images: [{ ...OG_IMAGE, alt: SITE_NAME }],
  },
};

// Public and the same for everyone: prerendered (the logo from the cached site images).
export default async function PrivacyPage() {
  const images = await getSiteImages();
  return (
    <>
      <SiteHeader logoSrc={images.logo} />
      <main className="px-4 py-10 sm:px-6 sm:py-14">
        <TermsDocumentView terms={PRIVACY_POLICY} />
      </main>
      <SiteFooter />
    </>
  );
}

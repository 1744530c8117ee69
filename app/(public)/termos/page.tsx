import type { Metadata } from 'next';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { TermsDocumentView } from '@/components/legal/terms-document';
import { OG_IMAGE } from '@/lib/branding/metadata';
import { SITE_NAME } from '@/lib/constants';
import { getSiteImages } from '@/lib/data/site-images';
import { TERMS_OF_USE } from '@/lib/legal/terms-of-use';
import { ROUTES } from '@/lib/routes';

const DESCRIPTION = `As regras de uso da ${SITE_NAME}: conta, oportunidades, conteúdo publicado, condutas, privacidade e responsabilidades.`;

export const metadata: Metadata = {
  title: TERMS_OF_USE.title,
  description: DESCRIPTION,
  alternates: { canonical: ROUTES.terms },
  openGraph: {
    title: `${TERMS_OF_USE.title} | ${SITE_NAME}`,
    description: DESCRIPTION,
    url: ROUTES.terms,
    images: [{ ...OG_IMAGE, alt: SITE_NAME }],
  },
};

// Public and the same for everyone: prerendered (the logo from the cached site images).
export default async function TermsPage() {
  const images = await getSiteImages();
  return (
    <>
      <SiteHeader logoSrc={images.logo} />
      <main className="px-4 py-10 sm:px-6 sm:py-14">
        <TermsDocumentView terms={TERMS_OF_USE} />
      </main>
      <SiteFooter />
    </>
  );
}

import type { Metadata } from 'next';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { TermsDocumentView } from '@/components/legal/terms-document';
import { OG_IMAGE } from '@/lib/branding/metadata';
import { SITE_NAME } from '@/lib/constants';
import { getSiteImages } from '@/lib/data/site-images';
import { getCurrentTerms } from '@/lib/data/terms';
import { ROUTES } from '@/lib/routes';

const TITLE = 'Termos de uso';
const DESCRIPTION = `As regras de uso da ${SITE_NAME}: conta, oportunidades, conteúdo publicado, condutas, privacidade e responsabilidades.`;

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: ROUTES.terms },
  openGraph: {
    title: `${TITLE} | ${SITE_NAME}`,
    description: DESCRIPTION,
    url: ROUTES.terms,
    images: [{ ...OG_IMAGE, alt: SITE_NAME }],
  },
};

// Public and the same for everyone: prerendered from the cached current version (the admin terms
// screen expires it when it publishes another).
export default async function TermsPage() {
  const [images, terms] = await Promise.all([getSiteImages(), getCurrentTerms()]);
  return (
    <>
      <SiteHeader logoSrc={images.logo} />
      <main className="px-4 py-10 sm:px-6 sm:py-14">
        {terms ? (
          <TermsDocumentView terms={terms} />
        ) : (
          <article className="mx-auto w-full max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
            <p className="mt-4 text-muted-foreground">Não foi possível carregar os termos de uso agora. Tente novamente em instantes.</p>
          </article>
        )}
      </main>
      <SiteFooter />
    </>
  );
}

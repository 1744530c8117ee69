import type { Metadata } from 'next';
import { AudienceCards } from '@/components/landing/audience-cards';
import { FinalCta } from '@/components/landing/final-cta';
import { Hero } from '@/components/landing/hero';
import { HowItWorks } from '@/components/landing/how-it-works';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { OG_IMAGE } from '@/lib/branding/metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/constants';
import { getSiteImages } from '@/lib/data/site-images';

const TITLE = `${SITE_NAME}: Conecte. Crie. Colabore.`;

export const metadata: Metadata = {
  title: { absolute: TITLE },
  description: SITE_DESCRIPTION,
  alternates: { canonical: '/' },
  openGraph: { title: TITLE, description: SITE_DESCRIPTION, url: '/', images: [{ ...OG_IMAGE, alt: SITE_NAME }] },
  twitter: { card: 'summary_large_image', title: TITLE, description: SITE_DESCRIPTION, images: [OG_IMAGE.url] },
};

export default async function LandingPage() {
  const images = await getSiteImages();
  return (
    <>
      <SiteHeader logoSrc={images.logo} />
      <main>
        <Hero />
        <AudienceCards />
        <HowItWorks />
        <FinalCta />
      </main>
      <SiteFooter />
    </>
  );
}

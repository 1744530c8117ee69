import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/sonner';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { iconsMetadata } from '@/lib/branding/metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/constants';
import { SITE_URL } from '@/lib/env';
import { getSiteImages } from '@/lib/data/site-images';
import './globals.css';

// Served from our own origin: a Google-hosted font would need the internet at build time.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export async function generateMetadata(): Promise<Metadata> {
  const images = await getSiteImages();
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    icons: iconsMetadata(images),
    openGraph: { type: 'website', locale: 'pt_BR', siteName: SITE_NAME },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" className={inter.variable}>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <UnsavedChangesGuard />
      </body>
    </html>
  );
}

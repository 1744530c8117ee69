import { CheckIcon } from 'lucide-react';
import Link from 'next/link';
import { SITE_NAME } from '@/lib/constants';
import { AsideLogo } from './aside-logo';

const POINTS = [
  'Oportunidades de marcas e agências de todo o Brasil',
  'Perfis completos, com portfólio e redes sociais',
  'Candidaturas, seleção e conversa em um só lugar',
];

/** The brand panel beside the login form on large screens. */
export function AuthAside({ reducedLogoSrc }: { reducedLogoSrc: string }) {
  return (
    <aside className="relative isolate hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-[#4c1d95] via-[#6d28d9] to-[#9d174d] p-10 text-white lg:flex xl:p-14">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_24rem_at_100%_0%,rgb(255_255_255/0.16),transparent_70%)]"
      />
      <Link
        href="/"
        className="inline-flex w-fit items-center gap-3 rounded-md text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-white/60"
      >
        <AsideLogo src={reducedLogoSrc} />
        {SITE_NAME}
      </Link>
      <div className="max-w-md">
        <p className="text-4xl leading-tight font-bold tracking-tight xl:text-5xl">Conecte. Crie. Colabore.</p>
        <ul className="mt-8 grid gap-4">
          {POINTS.map((point) => (
            <li key={point} className="flex items-start gap-3 text-white/90">
              <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/15">
                <CheckIcon className="size-3.5" />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-white/80">Plataforma Beta Disponível</p>
    </aside>
  );
}

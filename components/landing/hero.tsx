import { ArrowRightIcon } from 'lucide-react';
import Link from 'next/link';
import { SignUpTrigger } from '@/components/auth/sign-up-trigger';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';
import { HeroVisual } from './hero-visual';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-accent),transparent_70%),radial-gradient(36rem_20rem_at_0%_85%,color-mix(in_oklch,var(--color-highlight)_10%,transparent),transparent_70%)] [mask-image:linear-gradient(to_bottom,black_70%,transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:pt-24 lg:pb-28">
        <div className="max-w-2xl">
          <Badge
            variant="outline"
            className="gap-2 border-primary/20 bg-background/70 px-3 py-1 text-sm font-medium text-primary shadow-xs"
          >
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-highlight opacity-60 motion-reduce:hidden" />
              <span className="relative inline-flex size-2 rounded-full bg-highlight" />
            </span>
            Plataforma Beta Disponível
          </Badge>

          <h1
            id="hero-title"
            className="mt-6 text-[2.75rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            Conecte. <span className="text-primary">Crie.</span> <span className="text-highlight">Colabore.</span>
          </h1>

          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
            A plataforma onde criadores de conteúdo e prestadores de serviço encontram marcas e agências para parcerias de verdade, do
            primeiro contato à entrega.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SignUpTrigger size="lg" className="w-full sm:w-auto">
              Começar Agora
              <ArrowRightIcon aria-hidden="true" />
            </SignUpTrigger>
            <Link href={ROUTES.login} className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}>
              Entrar
            </Link>
          </div>

          <p className="mt-4 text-sm text-muted-foreground">Crie sua conta em menos de um minuto.</p>
        </div>

        <HeroVisual />
      </div>
    </section>
  );
}

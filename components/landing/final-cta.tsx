import { ArrowRightIcon } from 'lucide-react';
import { SignUpTrigger } from '@/components/auth/sign-up-trigger';

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-[#5b21b6] via-[#6d28d9] to-[#9d174d] px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_16rem_at_50%_0%,rgb(255_255_255/0.18),transparent_70%)]"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Pronto para a sua próxima colaboração?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white/90">
          Entre para a comunidade que aproxima talento e marcas de todo o Brasil.
        </p>
        <SignUpTrigger size="lg" variant="secondary" className="mt-8 bg-white text-[#4c1d95] hover:bg-white/90">
          Começar Agora
          <ArrowRightIcon aria-hidden="true" />
        </SignUpTrigger>
      </div>
    </section>
  );
}

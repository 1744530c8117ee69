import { BadgeCheckIcon, BriefcaseIcon, CheckIcon, MapPinIcon, StarIcon } from 'lucide-react';

// An illustration of the product made of markup (no image request): an opportunity, a creator
// and a match. Decorative, hidden from assistive technology.
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md select-none lg:block">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-primary/15 via-accent to-highlight/15 blur-2xl" />

      <div className="rounded-2xl border bg-card p-5 shadow-xl shadow-primary/5">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground">
            <BriefcaseIcon className="size-3.5" /> Nova oportunidade
          </span>
          <span className="text-xs text-muted-foreground">há 2 horas</span>
        </div>
        <p className="mt-4 text-lg font-semibold">Campanha de verão: moda praia</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="size-3.5" /> Remoto · Reels e Stories
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {['Moda', 'Lifestyle', 'UGC'].map((tag) => (
            <span key={tag} className="rounded-md bg-secondary px-2 py-1 text-xs font-medium text-secondary-foreground">
              {tag}
            </span>
          ))}
        </div>
        <div className="mt-5 flex items-center justify-between border-t pt-4">
          <div className="flex items-center">
            {['bg-primary', 'bg-highlight', 'bg-foreground'].map((color, i) => (
              <span key={color} className={`${color} ${i ? '-ml-2' : ''} size-7 rounded-full border-2 border-card`} />
            ))}
            <span className="ml-3 text-sm text-muted-foreground">18 candidaturas</span>
          </div>
          <span className="text-sm font-semibold">R$ 1.200 a R$ 2.500</span>
        </div>
      </div>

      <div className="relative mt-4 ml-10 rounded-2xl border bg-card p-4 shadow-lg shadow-primary/5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-primary to-highlight text-sm font-bold text-primary-foreground">
            MS
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-1 font-semibold">
              Marina Souza <BadgeCheckIcon className="size-4 text-primary" />
            </p>
            <p className="text-sm text-muted-foreground">Criadora de conteúdo · São Paulo, SP</p>
          </div>
          <span className="flex items-center gap-1 text-sm font-medium">
            <StarIcon className="size-4 fill-current text-amber-500" /> 4,9
          </span>
        </div>
      </div>

      <div className="absolute -top-5 -right-4 flex items-center gap-2 rounded-xl border bg-card px-3 py-2 text-sm font-medium shadow-lg">
        <span className="flex size-6 items-center justify-center rounded-full bg-success text-primary-foreground">
          <CheckIcon className="size-3.5" />
        </span>
        Candidatura selecionada
      </div>
    </div>
  );
}

import { CheckIcon, MegaphoneIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { SignUpTrigger } from '@/components/auth/sign-up-trigger';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CATEGORY_CREATOR, CATEGORY_HIRER, type SignUpCategory } from '@/lib/constants';
import { cn } from '@/lib/utils';

type Audience = {
  title: string;
  description: string;
  benefits: string[];
  cta: string;
  category: SignUpCategory;
  icon: LucideIcon;
  tone: string;
};

const AUDIENCES: Audience[] = [
  {
    title: 'Para Criadores',
    description: 'Mostre seu trabalho e receba oportunidades de marcas e agências alinhadas ao seu perfil.',
    benefits: [
      'Perfil profissional com portfólio e redes sociais',
      'Oportunidades filtradas por serviço, conteúdo e cachê',
      'Candidaturas e conversas em um só lugar',
    ],
    cta: 'Quero oferecer meus serviços',
    category: CATEGORY_CREATOR,
    icon: SparklesIcon,
    tone: 'bg-highlight/10 text-highlight',
  },
  {
    title: 'Para Marcas',
    description: 'Marcas e agências publicam oportunidades e encontram os criadores certos para cada campanha.',
    benefits: [
      'Publicação de oportunidades em poucos passos',
      'Perguntas de triagem e filtros de candidatos',
      'Conversa direta com os criadores selecionados',
    ],
    cta: 'Quero contratar criadores',
    category: CATEGORY_HIRER,
    icon: MegaphoneIcon,
    tone: 'bg-primary/10 text-primary',
  },
];

export function AudienceCards() {
  return (
    <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="audience-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Feita para os dois lados da parceria
        </h2>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">
          Quem cria e quem contrata se encontram no mesmo lugar, com tudo o que precisam para fechar negócio.
        </p>
      </div>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {AUDIENCES.map(({ title, description, benefits, cta, category, icon: Icon, tone }) => (
          <Card key={title} className="gap-6 transition-shadow hover:shadow-md">
            <CardHeader className="gap-3">
              <span aria-hidden="true" className={cn('flex size-12 items-center justify-center rounded-xl', tone)}>
                <Icon className="size-6" />
              </span>
              <CardTitle className="text-2xl">{title}</CardTitle>
              <CardDescription className="text-base">{description}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="grid gap-3">
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-3 text-sm">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <SignUpTrigger variant="secondary" className="w-full sm:w-auto" defaultCategory={category}>
                {cta}
              </SignUpTrigger>
            </CardFooter>
          </Card>
        ))}
      </div>
    </section>
  );
}

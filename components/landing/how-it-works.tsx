const STEPS = [
  { title: 'Crie sua conta', text: 'Escolha se quer oferecer seus serviços ou contratar e preencha seus dados básicos.' },
  { title: 'Complete seu perfil', text: 'Criadores mostram portfólio e serviços; marcas e agências apresentam a empresa.' },
  { title: 'Conecte-se e colabore', text: 'Publique ou encontre oportunidades, converse pelo chat e feche parcerias.' },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Como funciona
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 md:flex-col">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

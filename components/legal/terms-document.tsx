import type { TermsDocument } from '@/lib/legal/terms-of-use';

const DATE = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A legal text: its title, the date of the version in force, a table of contents and the sections. */
export function TermsDocumentView({ terms }: { terms: TermsDocument }) {
  return (
    <article className="mx-auto w-full max-w-3xl">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{terms.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Última atualização: <time dateTime={terms.updatedOn}>{DATE.format(new Date(`${terms.updatedOn}T00:00:00Z`))}</time>
        </p>
      </header>
      <div className="mt-6 grid gap-4 text-base leading-relaxed text-foreground/90">
        {terms.introduction.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <nav aria-label="Seções dos termos" className="mt-8 rounded-2xl border bg-muted/40 p-5">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Nesta página</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {terms.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {terms.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-titulo`} className="text-xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-foreground/90">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}

import { Markdown, markdownHeadings } from './markdown';
import { formatDate } from '@/lib/format/dates';

export type TermsDocument = { title: string; version: number; body_md: string; published_at: string };

/** A legal text in Markdown: its title, the date of the version in force, a table of contents and the text. */
export function TermsDocumentView({ terms }: { terms: TermsDocument }) {
  const headings = markdownHeadings(terms.body_md);
  const day = terms.published_at.slice(0, 10);
  return (
    <article className="mx-auto w-full max-w-3xl">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{terms.title}</h1>
        {day ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Última atualização: <time dateTime={day}>{formatDate(`${day}T00:00:00Z`, 'longDate', 'UTC')}</time> · versão {terms.version}
          </p>
        ) : null}
      </header>
      {headings.length ? (
        <nav aria-label="Seções dos termos" className="mt-8 rounded-2xl border bg-muted/40 p-5">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Nesta página</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {headings.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="mt-8">
        <Markdown source={terms.body_md} />
      </div>
    </article>
  );
}

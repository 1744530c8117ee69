// The one design of the pages that end a visit somewhere unexpected (docs/product/layout.md,
// "Not found and access restricted"): an icon, a heading, a sentence, and the way back (`action`).
// Renders on both sides: the server's status pages (status-page.tsx) and the browser's page guard.
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { DocumentTitle } from './document-title';

export type StatusPageProps = {
  icon: ReactNode;
  tone: 'neutral' | 'danger';
  title: string;
  description: string;
};

export function StatusPageFrame({ icon, tone, title, description, action }: StatusPageProps & { action: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <DocumentTitle title={title} />
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl [&_svg]:size-8',
          tone === 'danger' ? 'bg-destructive/10 text-destructive' : 'bg-secondary text-secondary-foreground',
        )}
      >
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      <p className="mt-3 text-pretty text-muted-foreground">{description}</p>
      {action}
    </section>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A titled card of a profile screen. */
export function FormSection({
  title,
  description,
  children,
  className,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('grid scroll-mt-24 gap-5 rounded-2xl border bg-background p-5 shadow-sm sm:p-6', className)}
    >
      <header>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

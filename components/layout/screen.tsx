// The frame of a screen inside the app: its title, what it is for, and its content.
import type { ReactNode } from 'react';

export function Screen({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  );
}

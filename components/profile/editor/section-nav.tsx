/** Links to the sections of a long profile screen. */
export function SectionNav({ sections }: { sections: { id: string; label: string }[] }) {
  return (
    <nav aria-label="Seções do perfil" className="-mx-1 flex max-w-full gap-1 overflow-x-auto px-1 pb-1">
      {sections.map(({ id, label }) => (
        <a
          key={id}
          href={`#${id}`}
          className="shrink-0 rounded-full border bg-background px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

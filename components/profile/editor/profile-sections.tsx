'use client';
// /profile in sections (docs/product/forms.md): one section on screen at a time, chosen in a
// list beside it (a strip of tabs on a phone) and named in the URL's hash, so /profile#redes
// opens 'Redes e preço'. Every section stays mounted, so an edit in one survives a visit to
// another; its tab is marked while it has unsaved edits. On a phone the strip scrolls sideways:
// the chosen tab is brought into view, and the strip's right edge fades while more tabs follow.
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHasUnsavedChanges } from '@/lib/forms/unsaved-changes';
import { cn } from '@/lib/utils';

export type ProfileSection = { id: string; label: string; content: ReactNode };

const subscribeHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};
const getHash = () => decodeURIComponent(window.location.hash.slice(1));
const getServerHash = () => '';

/** True while a sideways-scrolling strip has more to show on its right. */
function useMoreOnTheRight(ref: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref]);
  return more;
}

/** Scrolls the strip (never the page) so that its chosen tab sits in the middle. */
function centreActiveTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
  const strip = list.getBoundingClientRect();
  const chosen = tab.getBoundingClientRect();
  list.scrollBy({ left: chosen.left - strip.left - (strip.width - chosen.width) / 2 });
}

/** The hash in the URL without a new history entry, told to the Next.js router. */
function showInUrl(id: string) {
  const { __NA: _internal, ...state } = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.replaceState(state, '', `${window.location.pathname}${window.location.search}#${id}`);
}

export function ProfileSections({ sections, aside }: { sections: ProfileSection[]; aside?: ReactNode }) {
  const hash = useSyncExternalStore(subscribeHash, getHash, getServerHash);
  const [chosen, setChosen] = useState<string | null>(null);
  // A link to another section (or a hash typed in the address bar) wins over the last choice.
  useEffect(() => subscribeHash(() => setChosen(null)), []);
  const fromHash = sections.some((s) => s.id === hash) ? hash : null;
  const active = chosen ?? fromHash ?? sections[0].id;
  const listRef = useRef<HTMLDivElement>(null);
  const more = useMoreOnTheRight(listRef);
  useEffect(() => centreActiveTab(listRef.current), [active]);

  return (
    <Tabs
      value={active}
      onValueChange={(id) => {
        setChosen(id);
        showInUrl(id);
      }}
      className="gap-5 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8"
    >
      <div className="grid min-w-0 gap-3 lg:sticky lg:top-20">
        <TabsList
          ref={listRef}
          aria-label="Seções do perfil"
          data-more-on-the-right={more || undefined}
          className={cn(
            'h-auto w-full justify-start gap-1 overflow-x-auto rounded-xl p-1 lg:flex-col lg:items-stretch lg:bg-transparent lg:p-0',
            more && '[mask-image:linear-gradient(to_right,#000_calc(100%_-_3rem),transparent)]',
          )}
        >
          {sections.map((section) => (
            <SectionTab key={section.id} id={section.id} label={section.label} />
          ))}
        </TabsList>
        {aside}
      </div>
      {sections.map((section) => (
        <TabsContent key={section.id} value={section.id} forceMount className="min-w-0 data-[state=inactive]:hidden">
          {section.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function SectionTab({ id, label }: { id: string; label: string }) {
  const unsaved = useHasUnsavedChanges(id);
  return (
    <TabsTrigger
      value={id}
      className={cn(
        'h-9 flex-none shrink-0 justify-between gap-2 px-3 lg:h-10 lg:w-full lg:justify-start lg:rounded-lg lg:px-3',
        'lg:hover:bg-accent/60 lg:data-[state=active]:bg-accent lg:data-[state=active]:text-accent-foreground lg:data-[state=active]:shadow-none',
      )}
    >
      <span>{label}</span>
      {unsaved ? (
        <>
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500 lg:ml-auto" />
          <span className="sr-only">{' (alterações não salvas)'}</span>
        </>
      ) : null}
    </TabsTrigger>
  );
}

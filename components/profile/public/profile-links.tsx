import { AtSignIcon, CirclePlayIcon, GlobeIcon, Link2Icon, Music2Icon, type LucideIcon } from 'lucide-react';

/** 'https://www.instagram.com/marca/' → 'instagram.com/marca'. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

type Link = { url: string; label: string; icon: LucideIcon };

export function socialLinks(p: { instagram_url: string | null; tiktok_url?: string | null; youtube_url?: string | null; website_url?: string | null }): Link[] {
  const links: (Link | null)[] = [
    p.instagram_url ? { url: p.instagram_url, label: 'Instagram', icon: AtSignIcon } : null,
    p.tiktok_url ? { url: p.tiktok_url, label: 'TikTok', icon: Music2Icon } : null,
    p.youtube_url ? { url: p.youtube_url, label: 'YouTube', icon: CirclePlayIcon } : null,
    p.website_url ? { url: p.website_url, label: 'Site', icon: GlobeIcon } : null,
  ];
  return links.filter((link): link is Link => link !== null);
}

/** Outbound links typed by users: new tab, no referrer, no ranking credit. */
export function LinkList({ links }: { links: Link[] }) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {links.map(({ url, label, icon: Icon }) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="group flex items-center gap-3 rounded-lg border bg-background px-3 py-2.5 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block font-medium">{label}</span>
              <span className="block truncate text-xs text-muted-foreground group-hover:text-foreground">{displayUrl(url)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function portfolioLinks(urls: string[]): Link[] {
  return urls.map((url, index) => ({ url, label: `Trabalho ${index + 1}`, icon: Link2Icon }));
}

// How long the server keeps shared data, and the tags that expire it (docs/architecture/
// page-pattern.md, "Caching"). Only data that is the same for everyone (or for everyone of a
// category) is cached; a person's own rows are read per request.

/** Cache tags: an administrator's change calls updateTag(tag) in its server action. */
export const CACHE_TAGS = {
  /** `pages` and `permissions`: the menu of every category and the route verdicts. */
  menu: 'menu-pages',
  /** `site_images`: logos, favicons and app icons. */
  siteImages: 'site-images',
  /** `terms_versions`: the current terms of use at /termos and the acceptance prompt. */
  terms: 'terms-of-use',
  /** The newest posts drawn inside the /feed document (lib/data/feed-preview.ts). */
  feedPreview: 'feed-preview',
} as const;

/**
 * The product's 5 minutes for the menu and the logo: served as they are for 5 minutes, then
 * refreshed behind the next visit (stale-while-revalidate); the tags expire them at once.
 */
export const FIVE_MINUTES = { stale: 300, revalidate: 300, expire: 86_400 } as const;

/**
 * What a page is served after a failed read (the shipped brand files, say): kept briefly, so a
 * visit 10 seconds later reads again behind it. Long enough to stay in the static shell.
 */
export const AFTER_A_FAILED_READ = { stale: 30, revalidate: 10, expire: 300 } as const;

/**
 * The feed's preview: the /feed document is drawn again behind a visit at most once a minute, so
 * it shows posts at most about a minute old (the person's own read replaces them within a second);
 * removing a post or blocking an account expires it at once. An hour's `expire` keeps it in the
 * static document (an entry that expires within 5 minutes would make the page render per request).
 */
export const FEED_PREVIEW_LIFE = { stale: 60, revalidate: 60, expire: 3_600 } as const;

// A creator's own columns of a profile, besides those a company has too (city, state, Instagram):
// what the creator forms edit (lib/data/profile-editor.ts) and what a creator's public profile
// shows (lib/queries/profile-public.ts).
export const CREATOR_FIELDS = [
  'headline',
  'bio',
  'tiktok_url',
  'youtube_url',
  'website_url',
  'portfolio_urls',
  'followers_range',
  'price_from',
] as const;

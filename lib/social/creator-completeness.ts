// How complete a creator's profile is, for their dashboard: what a hirer looks at first.
export type CreatorProfileFacts = {
  avatar_url: string | null;
  headline: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
  followers_range: string | null;
  price_from: number | null;
  portfolio_urls: string[] | null;
  services: number;
  contentTypes: number;
};

const ITEMS: { label: string; done: (p: CreatorProfileFacts) => boolean }[] = [
  { label: 'Foto de perfil', done: (p) => !!p.avatar_url },
  { label: 'Título profissional', done: (p) => !!p.headline?.trim() },
  { label: 'Sobre você', done: (p) => !!p.bio?.trim() },
  { label: 'Cidade e UF', done: (p) => !!p.city?.trim() && !!p.state },
  { label: 'Uma rede social', done: (p) => !!(p.instagram_url || p.tiktok_url || p.youtube_url) },
  { label: 'Faixa de seguidores', done: (p) => !!p.followers_range },
  { label: 'Preço a partir de', done: (p) => p.price_from !== null },
  { label: 'Portfólio', done: (p) => (p.portfolio_urls?.length ?? 0) > 0 },
  { label: 'Tipos de serviço', done: (p) => p.services > 0 },
  { label: 'Tipos de conteúdo', done: (p) => p.contentTypes > 0 },
];

/** Percent complete (0–100, whole) and the labels of what is missing, in the order shown. */
export function creatorCompleteness(p: CreatorProfileFacts): { percent: number; missing: string[] } {
  const missing = ITEMS.filter((i) => !i.done(p)).map((i) => i.label);
  return { percent: Math.round(((ITEMS.length - missing.length) / ITEMS.length) * 100), missing };
}

// A creator's profile, in the four parts of the onboarding wizard (docs/product/overview.md); the
// /profile editor saves the same parts with the same schemas. Limits follow the profiles table.
import { z } from '@/lib/validation/zod';
import { MAX_PRICE_CENTS, parseBrlToCents } from './br';
import {
  optionalCreatorInstagramField,
  optionalTiktokField,
  optionalWebUrlField,
  optionalYoutubeField,
  requiredText,
  ufField,
} from './profile-fields';
import { normalizeWebUrl } from './profile-links';

export const ONBOARDING_STEPS = [
  { step: 1, title: 'Perfil', description: 'Foto, apresentação e cidade' },
  { step: 2, title: 'Serviços', description: 'O que você oferece' },
  { step: 3, title: 'Redes e preço', description: 'Onde publica e quanto cobra' },
  { step: 4, title: 'Perguntas', description: 'Para as marcas conhecerem você' },
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]['step'];
export const LAST_STEP: OnboardingStep = 4;

/** Step 1: who you are. */
export const creatorBasicsSchema = z.object({
  headline: requiredText('Conte em uma frase o que você faz.', 10, 120, 'A apresentação'),
  city: requiredText('Informe sua cidade.', 2, 120, 'A cidade'),
  state: ufField,
  bio: requiredText('Escreva uma bio curta sobre você e seu trabalho.', 30, 2000, 'A bio'),
});

export const MAX_SERVICES = 6;
export const MAX_CONTENT_TYPES = 10;
const ids = (empty: string, max: number, tooMany: string) =>
  z
    .array(z.uuid({ error: 'Opção inválida.' }), { error: empty })
    .min(1, { error: empty })
    .max(max, { error: tooMany })
    .transform((list) => [...new Set(list)]);

/** Step 2: services and content types (ids of active options). */
export const creatorServicesSchema = z.object({
  serviceTypeIds: ids('Escolha pelo menos um serviço.', MAX_SERVICES, `Escolha no máximo ${MAX_SERVICES} serviços.`),
  contentTypeIds: ids(
    'Escolha pelo menos um tipo de conteúdo.',
    MAX_CONTENT_TYPES,
    `Escolha no máximo ${MAX_CONTENT_TYPES} tipos de conteúdo.`,
  ),
});

export const FOLLOWER_RANGES = [
  'Até 1 mil',
  '1 mil a 10 mil',
  '10 mil a 50 mil',
  '50 mil a 100 mil',
  '100 mil a 500 mil',
  '500 mil a 1 milhão',
  'Mais de 1 milhão',
] as const;

export const MAX_PORTFOLIO_LINKS = 5;
const FOLLOWERS_MESSAGE = 'Selecione quantos seguidores você tem.';
const LINKS_MESSAGE = 'Informe pelo menos uma rede social ou site.';

/** Step 3 fields: links, audience and the "a partir de" price (typed in reais, stored in cents). */
export const creatorLinksFields = z.object({
  instagram_url: optionalCreatorInstagramField,
  tiktok_url: optionalTiktokField,
  youtube_url: optionalYoutubeField,
  website_url: optionalWebUrlField,
  // The select starts empty (''), so the input is a string and the output one of the ranges.
  followers_range: z.string({ error: FOLLOWERS_MESSAGE }).pipe(z.enum(FOLLOWER_RANGES, { error: FOLLOWERS_MESSAGE })),
  portfolio_urls: z
    .array(z.string().trim())
    .max(MAX_PORTFOLIO_LINKS, { error: `Informe no máximo ${MAX_PORTFOLIO_LINKS} links.` })
    .superRefine((links, ctx) => {
      links.forEach((link, index) => {
        if (link !== '' && normalizeWebUrl(link) === null) {
          ctx.addIssue({ code: 'custom', path: [index], message: 'Link inválido. Use um endereço como https://...' });
        }
      });
    })
    .transform((links) => [...new Set(links.filter(Boolean).map((link) => normalizeWebUrl(link) as string))]),
  price_from: z
    .string()
    .trim()
    .refine((value) => value === '' || parseBrlToCents(value) !== null, { error: 'Informe um valor em reais, como 350,00.' })
    .transform((value) => (value === '' ? null : (parseBrlToCents(value) as number)))
    .refine((cents) => cents === null || cents <= MAX_PRICE_CENTS, { error: 'O valor máximo é R$ 1.000.000,00.' }),
});

type Links = { instagram_url: unknown; tiktok_url: unknown; youtube_url: unknown; website_url: unknown };

/** Adds the rule "at least one social link or site" to a schema holding the link fields. */
export function requireOneLink<S extends z.ZodType<Links>>(schema: S) {
  return schema.superRefine(
    (links, ctx) => {
      if (!links.instagram_url && !links.tiktok_url && !links.youtube_url && !links.website_url) {
        ctx.addIssue({ code: 'custom', path: ['instagram_url'], message: LINKS_MESSAGE });
      }
    },
    // Also when another field is invalid, so every message shows at once. An invalid link is
    // still a non-empty value here, so it never adds this message on top of its own.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** Step 3. */
export const creatorLinksSchema = requireOneLink(creatorLinksFields);

export type CreatorBasicsInput = z.input<typeof creatorBasicsSchema>;
export type CreatorServicesInput = z.input<typeof creatorServicesSchema>;
export type CreatorLinksInput = z.input<typeof creatorLinksSchema>;

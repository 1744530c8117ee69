// Shared pieces of the hiring journeys (docs/product/hiring.md): a fresh brand and a fresh creator
// who finished their profiles, and an open opportunity of the brand with the creator's application.
// Fresh people keep the demo accounts' unread badges as the other specs expect them.
import type { BrowserContext } from '@playwright/test';
import { READY_CREATOR } from './chat';
import { storageStateOf } from './auth-state';
import { newSignedInAccount, pngImage } from './profile-flows';
import { serviceClient, sessionCookies } from './supabase-clients';

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

export async function newReadyBrand(context: BrowserContext, companyName: string, tag: string) {
  const account = await newSignedInAccount(context, {
    category: 'Quero Contratar',
    fullName: 'Bianca Teixeira',
    tag,
    profile: {
      type: 'Sou uma Marca',
      company_name: companyName,
      legal_name: `${companyName} Ltda.`,
      company_category: 'Alimentos e bebidas',
      company_segment: 'Confeitaria',
      zip_code: '01310100',
      city: 'São Paulo',
      state: 'SP',
      street: 'Avenida Paulista',
      street_number: '1000',
      instagram_url: 'https://instagram.com/docesdabia',
      phone_number: '1133334444',
      terms_version_accepted: '1',
    },
  });
  // The logo completes the company profile: a real picture in the brand's own folder.
  const service = serviceClient();
  const upload = await service.storage
    .from('logos')
    .upload(`${account.id}/logo.png`, pngImage(96, 96, 7), { contentType: 'image/png', upsert: true });
  if (upload.error) throw new Error(`logo: ${upload.error.message}`);
  const update = await service
    .from('profiles')
    .update({ logo_url: `/storage/v1/object/public/logos/${account.id}/logo.png` })
    .eq('id', account.id);
  if (update.error) throw new Error(`logo_url: ${update.error.message}`);
  // Signed in again, so the token's gate claim sees the complete profile.
  await context.clearCookies();
  await context.addCookies(storageStateOf(await sessionCookies(account.email, { password: account.password })).cookies);
  return account;
}

export function newReadyHiringCreator(context: BrowserContext, fullName: string, tag: string) {
  return newSignedInAccount(context, {
    category: 'Quero Oferecer meu serviço',
    fullName,
    tag,
    profile: { ...READY_CREATOR, terms_version_accepted: '1' },
  });
}

/** An open opportunity of `ownerId` and `creatorId`'s pending application to it. */
export async function openOpportunityWithApplication(ownerId: string, creatorId: string, title: string): Promise<string> {
  const service = serviceClient();
  // The service and content types of a seeded open opportunity: a published one needs them.
  const model = await service
    .from('opportunities')
    .select('service_type_id, content_type_ids, platforms')
    .eq('status', 'open')
    .limit(1)
    .single();
  if (model.error) throw new Error(`model opportunity: ${model.error.message}`);
  const opportunity = await service
    .from('opportunities')
    .insert({
      owner_id: ownerId,
      title,
      description: 'Vídeos curtos de receitas com os nossos doces, gravados na sua cozinha, com luz natural.',
      status: 'open',
      service_type_id: model.data.service_type_id,
      content_type_ids: model.data.content_type_ids,
      platforms: model.data.platforms,
      deliverables: '3 vídeos verticais de receitas.',
      published_at: new Date().toISOString(),
      application_deadline: inDays(10),
      pay_type: 'fixo',
      budget_min: 150000,
      budget_max: 150000,
    })
    .select('id')
    .single();
  if (opportunity.error) throw new Error(`opportunity: ${opportunity.error.message}`);
  const application = await service.from('applications').insert({
    opportunity_id: opportunity.data.id,
    creator_id: creatorId,
    pitch: 'Gravo receitas há três anos e adoraria mostrar os doces de vocês.',
    proposed_price: 150000,
  });
  if (application.error) throw new Error(`application: ${application.error.message}`);
  return opportunity.data.id;
}

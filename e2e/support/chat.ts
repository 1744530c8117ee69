// Shared pieces of the chat and notifications journeys.
import type { BrowserContext } from '@playwright/test';
import { newSignedInAccount } from './profile-flows';

export const READY_CREATOR = {
  onboarding_completed: true,
  onboarding_step: 4,
  headline: 'Criador de vídeos de viagem',
  bio: 'Roteiros curtos de viagem e gastronomia para Reels e TikTok.',
  city: 'Recife',
  state: 'PE',
  instagram_url: 'https://instagram.com/teste.viagem',
  followers_range: '1 mil a 10 mil',
};

/** A new creator who finished onboarding, signed in in `context`. */
export function newReadyCreator(context: BrowserContext, fullName: string, tag = 'chat') {
  return newSignedInAccount(context, { category: 'Quero Oferecer meu serviço', fullName, tag, profile: READY_CREATOR });
}

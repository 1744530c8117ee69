'use server';
// /primeirologinusuario step 4: the answers, then onboarding_completed = true (docs/product/routes.md, rule 3). The
// session is refreshed so the gate claim lets the creator into the app at once.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { actionError } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { refreshSessionAndNextStep } from '@/lib/auth/refresh-gate';
import { storeAnswers } from '@/lib/data/creator-answers';
import { answersInput } from '@/lib/validation/profile-answers';
import { NOT_A_CREATOR } from '@/lib/data/creator-profile';
import { CATEGORY_CREATOR } from '@/lib/constants';
import type { Tables } from '@/lib/database.types';
import { columnList } from '@/lib/supabase/select';
import { LAST_STEP } from '@/lib/validation/profile-creator';

/** What the step checks read of the profile. */
const STEP_FIELDS = [
  'category',
  'headline',
  'city',
  'state',
  'bio',
  'followers_range',
  'instagram_url',
  'tiktok_url',
  'youtube_url',
  'website_url',
] as const;
type StepFields = Pick<Tables<'profiles'>, (typeof STEP_FIELDS)[number]>;

/** The first step whose required data is missing, with the message that sends the creator back. */
const STEP_CHECKS: { step: number; message: string; done: (p: StepFields, services: number, contents: number) => boolean }[] = [
  { step: 1, message: 'Complete a etapa 1 (Perfil) antes de concluir.', done: (p) => Boolean(p.headline && p.city && p.state && p.bio) },
  { step: 2, message: 'Escolha seus serviços e tipos de conteúdo na etapa 2 antes de concluir.', done: (_p, s, c) => s > 0 && c > 0 },
  {
    step: 3,
    message: 'Complete a etapa 3 (Redes e preço) antes de concluir.',
    done: (p) => Boolean(p.followers_range && (p.instagram_url || p.tiktok_url || p.youtube_url || p.website_url)),
  },
];

export const finishCreatorOnboarding = defineAction(z.object({ answers: answersInput }), async ({ answers }, { supabase, user }) => {
  const [profile, services, contents] = await Promise.all([
    supabase.from('profiles').select(columnList(STEP_FIELDS)).eq('id', user.id).maybeSingle(),
    supabase.from('profile_service_types').select('service_type_id', { count: 'exact', head: true }).eq('profile_id', user.id),
    supabase.from('profile_content_types').select('content_type_id', { count: 'exact', head: true }).eq('profile_id', user.id),
  ]);
  const error = profile.error ?? services.error ?? contents.error;
  if (error) return actionError(dataErrorMessage(error));
  const row = profile.data;
  if (row?.category !== CATEGORY_CREATOR) return actionError(NOT_A_CREATOR);
  const pending = STEP_CHECKS.find((check) => !check.done(row, services.count ?? 0, contents.count ?? 0));
  if (pending) return actionError(pending.message, { step: [String(pending.step)] });

  const stored = await storeAnswers(supabase, user.id, answers);
  if (!stored.ok) return stored;

  const { error: updateError } = await supabase
    .from('profiles')
    .update({ onboarding_completed: true, onboarding_step: LAST_STEP })
    .eq('id', user.id)
    .eq('category', CATEGORY_CREATOR);
  if (updateError) return actionError(dataErrorMessage(updateError));
  return refreshSessionAndNextStep(supabase);
});

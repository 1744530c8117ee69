'use server';
// The "Perguntas" section of /profile: the answers to the onboarding questions.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { creatorStep } from '@/lib/data/creator-profile';
import { storeAnswers } from '@/lib/data/creator-answers';
import { answersInput } from '@/lib/validation/profile-answers';

export const saveCreatorAnswers = defineAction(z.object({ answers: answersInput }), async ({ answers }, { supabase, user }) => {
  const creator = await creatorStep(supabase, user.id);
  if (!creator.ok) return creator;
  return storeAnswers(supabase, user.id, answers);
});

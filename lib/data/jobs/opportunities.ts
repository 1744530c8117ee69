// Reads of the jobs area on the server (the edit page, /network's invites), as the signed-in user:
// the queries are lib/queries/opportunities.ts, shared with the browser's jobs screens.
import 'server-only';
import { cache } from 'react';
import {
  readOpenOwnOpportunities,
  readOpportunity,
  readOpportunityQuestions,
  type OpportunityDetail,
  type OwnOpenOpportunity,
  type QuestionOption,
} from '@/lib/queries/opportunities';
import { requestClient } from '@/lib/supabase/server';

export const getOpportunity = cache(async (id: string): Promise<OpportunityDetail | null> => readOpportunity(await requestClient(), id));

/** The hirer's open opportunities (for invites). */
export async function listOpenOwnOpportunities(ownerId: string): Promise<OwnOpenOpportunity[]> {
  return readOpenOwnOpportunities(await requestClient(), ownerId);
}

export const getOpportunityQuestions = cache(async (): Promise<QuestionOption[]> => readOpportunityQuestions(await requestClient()));

// The option lists of the profile forms and the onboarding questions on the server (the queries
// are lib/queries/taxonomies.ts and service-questions.ts, shared with the browser), read as the
// signed-in user. Deduplicated per request.
import 'server-only';
import { cache } from 'react';
import {
  readAgencyServiceTypes,
  readCompanyTypes,
  readContentTypes,
  readServiceTypes,
  type Option,
  type ServiceTypeOption,
} from '@/lib/queries/taxonomies';
import { requestClient } from '@/lib/supabase/server';
import { readServiceQuestionList } from '@/lib/queries/service-questions';
import type { ServiceQuestion } from '@/lib/validation/profile-answers';

export type { Option, ServiceTypeOption };

export const getServiceTypes = cache(async (): Promise<ServiceTypeOption[]> => readServiceTypes(await requestClient()));

export const getContentTypes = cache(async () => readContentTypes(await requestClient()));
export const getCompanyTypes = cache(async () => readCompanyTypes(await requestClient()));
export const getAgencyServiceTypes = cache(async () => readAgencyServiceTypes(await requestClient()));

export const getServiceQuestions = cache(async (): Promise<ServiceQuestion[]> => readServiceQuestionList(await requestClient()));

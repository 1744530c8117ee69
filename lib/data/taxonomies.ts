// The option lists of the profile forms (lib/queries/taxonomies.ts) and the onboarding questions
// (lib/queries/service-questions.ts) with the request's client, deduplicated per request.
import 'server-only';
import { cache } from 'react';
import { requestClient } from '@/lib/supabase/server';
import { readServiceQuestionList } from '@/lib/queries/service-questions';
import { readOptions, readServiceTypes } from '@/lib/queries/taxonomies';
import type { ServiceQuestion } from '@/lib/validation/profile-answers';

export type { Option, ServiceTypeOption } from '@/lib/queries/taxonomies';

export const getServiceTypes = cache(async () => readServiceTypes(await requestClient()));
export const getContentTypes = cache(async () => readOptions(await requestClient(), 'content_types'));
export const getCompanyTypes = cache(async () => readOptions(await requestClient(), 'company_types'));
export const getAgencyServiceTypes = cache(async () => readOptions(await requestClient(), 'agency_service_types'));

export const getServiceQuestions = cache(async (): Promise<ServiceQuestion[]> => readServiceQuestionList(await requestClient()));

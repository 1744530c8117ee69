// The values a creator's forms start with, from the stored profile (the same for the wizard and
// /profile). Only options still offered are preselected: a retired one cannot be submitted.
import type { OwnProfile, OwnSelections } from '@/lib/queries/profile-editor';
import type { Option, ServiceTypeOption } from '@/lib/queries/taxonomies';
import { centsToMoneyText } from '@/lib/forms/money';
import { answerToInput, type AnswerInput, type ServiceQuestion } from '@/lib/validation/profile-answers';
import type { CreatorBasicsInput, CreatorLinksInput, CreatorServicesInput } from '@/lib/validation/profile-creator';

export function basicsDefaults(p: OwnProfile): CreatorBasicsInput {
  return { headline: p.headline ?? '', city: p.city ?? '', state: p.state ?? '', bio: p.bio ?? '' };
}

export function servicesDefaults(s: OwnSelections, serviceTypes: ServiceTypeOption[], contentTypes: Option[]): CreatorServicesInput {
  return {
    serviceTypeIds: s.serviceTypeIds.filter((id) => serviceTypes.some((o) => o.id === id)),
    contentTypeIds: s.contentTypeIds.filter((id) => contentTypes.some((o) => o.id === id)),
  };
}

export function linksDefaults(p: OwnProfile): CreatorLinksInput {
  return {
    instagram_url: p.instagram_url ?? '',
    tiktok_url: p.tiktok_url ?? '',
    youtube_url: p.youtube_url ?? '',
    website_url: p.website_url ?? '',
    followers_range: p.followers_range ?? '',
    portfolio_urls: p.portfolio_urls.length > 0 ? [...p.portfolio_urls] : [''],
    price_from: centsToMoneyText(p.price_from),
  };
}

export function answersDefaults(s: OwnSelections, questions: ServiceQuestion[]): Record<string, AnswerInput> {
  return Object.fromEntries(questions.filter((q) => q.id in s.answers).map((q) => [q.id, answerToInput(q, s.answers[q.id])]));
}

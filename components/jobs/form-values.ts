// An opportunity row as the values of the opportunity form (money back in masked reais).
import type { Tables } from '@/lib/database.types';
import { centsToMoneyText } from '@/lib/forms/money';
import type { OpportunityFormValues, ScreeningValue } from './opportunity-form';

type Row = Tables<'opportunities'>;
type ScreeningRow = Pick<Tables<'opportunity_screening'>, 'question_id' | 'text' | 'kind' | 'options' | 'must_have'>;

const cents = (v: number | null) => centsToMoneyText(v);

export const EMPTY_FORM: OpportunityFormValues = {
  title: '',
  description: '',
  serviceTypeId: '',
  serviceSubtypes: [],
  contentTypeIds: [],
  platforms: [],
  deliverables: '',
  usageRights: '',
  creatorsWanted: '1',
  applicationDeadline: '',
  startsOn: '',
  endsOn: '',
  locationType: 'remoto',
  city: '',
  state: '',
  niches: '',
  minFollowers: '',
  creatorStates: [],
  requirements: '',
  payType: 'fixo',
  budgetMin: '',
  budgetMax: '',
  paymentTerms: '',
  screening: [],
};

export function formValues(o: Row | null, screening: ScreeningRow[] = []): OpportunityFormValues {
  if (!o) return EMPTY_FORM;
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    serviceTypeId: o.service_type_id ?? '',
    serviceSubtypes: o.service_subtypes,
    contentTypeIds: o.content_type_ids,
    platforms: o.platforms,
    deliverables: o.deliverables ?? '',
    usageRights: o.usage_rights ?? '',
    creatorsWanted: String(o.creators_wanted),
    applicationDeadline: o.application_deadline ?? '',
    startsOn: o.starts_on ?? '',
    endsOn: o.ends_on ?? '',
    locationType: o.location_type,
    city: o.city ?? '',
    state: o.state ?? '',
    niches: o.niches.join(', '),
    minFollowers: o.min_followers ?? '',
    creatorStates: o.creator_states,
    requirements: o.requirements ?? '',
    payType: o.pay_type,
    budgetMin: cents(o.budget_min),
    budgetMax: cents(o.budget_max),
    paymentTerms: o.payment_terms ?? '',
    screening: screening.map((s) => ({
      questionId: s.question_id,
      text: s.text,
      kind: s.kind as ScreeningValue['kind'],
      options: s.options,
      mustHave: s.must_have,
    })),
  };
}

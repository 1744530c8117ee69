import type { RequiredField } from '@/lib/profile/completeness';

/** What a company save answers: the required fields still empty and the fields not saved. */
export type CompanySaveResult = {
  missing: RequiredField[];
  /** Messages of the fields that were not saved because their value is invalid. */
  invalid: Record<string, string[]>;
};

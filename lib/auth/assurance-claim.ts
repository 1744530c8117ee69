// Two-step verification as an access token tells it (docs/product/two-step.md): the `aal` claim
// GoTrue sets ('aal2' once a factor was verified in this session) and the `two_step` claim the
// custom access token hook adds (true while the account has a verified factor). Read from the
// verified claims only: the proxy decides without a network call. Read defensively: a token is
// data from outside.

/** The hook's claim: the account has at least one verified factor. */
export const TWO_STEP_CLAIM = 'two_step';

export type Assurance = {
  /** The session's authenticator assurance level, null when the claim is missing or unknown. */
  aal: 'aal1' | 'aal2' | null;
  /** The account has a verified factor (the hook's claim; false when missing). */
  twoStep: boolean;
};

export const NO_TWO_STEP: Assurance = { aal: 'aal1', twoStep: false };

export function readAssurance(claims: unknown): Assurance {
  if (!claims || typeof claims !== 'object') return { aal: null, twoStep: false };
  const raw = claims as Record<string, unknown>;
  const aal = raw.aal === 'aal1' || raw.aal === 'aal2' ? raw.aal : null;
  return { aal, twoStep: raw[TWO_STEP_CLAIM] === true };
}

/** True when the account has a verified factor and this session has not passed it yet. */
export function needsSecondStep({ aal, twoStep }: Assurance): boolean {
  return twoStep && aal !== 'aal2';
}

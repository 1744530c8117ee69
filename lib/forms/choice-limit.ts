// A multiple choice's limit as people read it (docs/product/messages.md, "Choices"): 'até N' is
// only worth saying when it binds, and it never names more than the options on offer.

/** The limit to announce, or null when every option may be picked (the list is not longer than it). */
export function bindingChoiceLimit(max: number, optionCount: number): number | null {
  return Number.isFinite(max) && max > 0 && max < optionCount ? max : null;
}

/** 'Escolha pelo menos um, até 6.' / 'Escolha pelo menos um.' (min 1), 'Escolha até 6.' / 'Escolha quantos quiser.' (min 0). */
export function choiceLimitHint(max: number, optionCount: number, { atLeastOne }: { atLeastOne: boolean }): string {
  const limit = bindingChoiceLimit(max, optionCount);
  if (atLeastOne) return limit === null ? 'Escolha pelo menos um.' : `Escolha pelo menos um, até ${limit}.`;
  return limit === null ? 'Escolha quantos quiser.' : `Escolha até ${limit}.`;
}

import { bindingChoiceLimit, choiceLimitHint } from './choice-limit';

describe('choice limits', () => {
  it('announces a limit only when it is lower than the number of options', () => {
    expect(bindingChoiceLimit(6, 10)).toBe(6);
    expect(bindingChoiceLimit(10, 9)).toBeNull();
    expect(bindingChoiceLimit(9, 9)).toBeNull();
    expect(bindingChoiceLimit(3, 0)).toBeNull();
    expect(bindingChoiceLimit(Number.POSITIVE_INFINITY, 5)).toBeNull();
  });

  it('never says "até N" with more than the options on offer', () => {
    expect(choiceLimitHint(10, 9, { atLeastOne: true })).toBe('Escolha pelo menos um.');
    expect(choiceLimitHint(6, 12, { atLeastOne: true })).toBe('Escolha pelo menos um, até 6.');
    expect(choiceLimitHint(6, 12, { atLeastOne: false })).toBe('Escolha até 6.');
    expect(choiceLimitHint(6, 4, { atLeastOne: false })).toBe('Escolha quantos quiser.');
    for (let options = 0; options < 15; options++) {
      const match = /até (\d+)/.exec(choiceLimitHint(10, options, { atLeastOne: true }));
      if (match) expect(Number(match[1])).toBeLessThan(options);
    }
  });
});

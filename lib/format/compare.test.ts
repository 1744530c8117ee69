import fc from 'fast-check';
import { comparePtBr, foldAccents } from './compare';

const sign = (n: number) => Math.sign(n);

describe('comparePtBr', () => {
  it('orders names as a Portuguese dictionary does', () => {
    const names = ['Zeta', 'Etapa 10', 'alfa', 'Édito', 'Beta', 'Ágil', 'Etapa 2', 'Casa', 'Ação', 'acaso'];
    expect(names.toSorted(comparePtBr)).toEqual(['Ação', 'acaso', 'Ágil', 'alfa', 'Beta', 'Casa', 'Édito', 'Etapa 2', 'Etapa 10', 'Zeta']);
  });

  it('treats names that differ only in accents, case or leading zeros as equal', () => {
    expect(comparePtBr('Configurações', 'configuracoes')).toBe(0);
    expect(comparePtBr('Etapa 02', 'Etapa 2')).toBe(0);
  });

  it('puts spaces and punctuation before digits and digits before letters', () => {
    expect(comparePtBr('a b', 'ab')).toBeLessThan(0);
    expect(comparePtBr('a-b', 'a1')).toBeLessThan(0);
    expect(comparePtBr('a1', 'ab')).toBeLessThan(0);
    expect(comparePtBr('', 'a')).toBeLessThan(0);
  });

  it('folds accents for searching', () => {
    expect(foldAccents('Ágil Ção Ü')).toBe('agil cao u');
  });

  it('agrees with Intl.Collator for names in the Portuguese alphabet', () => {
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
    const chars = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇ0123456789  -.'];
    const name = fc.array(fc.constantFrom(...chars), { maxLength: 12 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sign(comparePtBr(a, b))).toBe(sign(collator.compare(a, b)));
      }),
      { numRuns: 5000 },
    );
  });
});

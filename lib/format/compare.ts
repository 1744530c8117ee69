// Portuguese dictionary order without Intl (lib/format/dates.ts says why the screens avoid it at page
// load): letters compare by their base letter, so accents and case neither separate two names nor
// push one to the end ('Ágil' before 'alfa'), runs of digits compare as numbers ('Etapa 2' before
// 'Etapa 10'), and spaces and punctuation come before digits, digits before letters, as in the
// root collation of Unicode. What Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
// says for names written with the Portuguese alphabet; lib/format/compare.test.ts checks it.

/** The text without accents and in lower case: 'Ágil Ção' → 'agil cao'. */
export const foldAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 0 for spaces and punctuation, 1 for other symbols, 2 for digits, 3 for letters. */
function charClass(char: string): number {
  if (/[\p{L}]/u.test(char)) return 3;
  if (/\d/.test(char)) return 2;
  if (/[\s\p{P}]/u.test(char)) return 0;
  return 1;
}

const TOKENS = /\d+|\D/gu;

function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Negative when `a` comes first in Portuguese dictionary order, 0 for names equal but for accents and case. */
export function comparePtBr(a: string, b: string): number {
  const left = foldAccents(a).match(TOKENS) ?? [];
  const right = foldAccents(b).match(TOKENS) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i];
    const y = right[i];
    if (x === y) continue;
    const byClass = charClass(x[0]) - charClass(y[0]);
    if (byClass !== 0) return byClass;
    if (/\d/.test(x[0])) {
      const byNumber = compareDigits(x, y);
      if (byNumber !== 0) return byNumber;
      continue;
    }
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

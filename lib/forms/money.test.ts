import { centsToMoneyText, finishMoneyTyping, formatMoneyTyping, parseMoney } from './money';

describe('parseMoney: digits are reais, a comma starts the cents', () => {
  it.each([
    ['500', 50000],
    ['500,5', 50050],
    ['500,50', 50050],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1.234', 123400],
    ['0,99', 99],
    ['0', 0],
    ['R$ 80', 8000],
    ['R$ 1.500,00', 150000],
    ['999.999.999,99', 99999999999],
  ])('%p → %p cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['garbage', 'abc'],
    ['letters mixed in', '12a'],
    ['negative', '-500'],
    ['three cents digits', '10,505'],
    ['a comma with nothing before', ',50'],
    ['a comma with nothing after', '500,'],
    ['misplaced dots', '1.23,00'],
    ['two commas', '1,2,3'],
    ['overlong', '1.000.000.000,00'],
    ['overlong without dots', '12345678901'],
  ])('refuses %s (%p)', (_case, text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('formatMoneyTyping', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['500', '500'],
    ['5000', '5.000'],
    ['1234567', '1.234.567'],
    ['500,', '500,'],
    ['500,5', '500,5'],
    ['500,555', '500,55'],
    ['1.234,56', '1.234,56'],
    ['1.2.3.4', '1.234'],
    [',5', '0,5'],
    ['0500', '500'],
    ['0', '0'],
    ['-500', '500'],
    ['R$ 80', '80'],
    ['abc', ''],
    ['12,3,4', '12,34'],
    ['12345678901234', '123.456.789'],
  ])('%p shows %p', (raw, shown) => {
    expect(formatMoneyTyping(raw)).toBe(shown);
  });

  it('what it shows always parses to the amount the person meant', () => {
    expect(parseMoney(formatMoneyTyping('500'))).toBe(50000);
    expect(parseMoney(formatMoneyTyping('1234,5'))).toBe(123450);
  });
});

describe('centsToMoneyText and finishMoneyTyping', () => {
  it('writes stored cents the way the field shows them', () => {
    expect(centsToMoneyText(50000)).toBe('500,00');
    expect(centsToMoneyText(123456)).toBe('1.234,56');
    expect(centsToMoneyText(5)).toBe('0,05');
    expect(centsToMoneyText(null)).toBe('');
    expect(centsToMoneyText(-1)).toBe('');
  });

  it('completes a valid amount when the field is left and keeps anything else', () => {
    expect(finishMoneyTyping('500')).toBe('500,00');
    expect(finishMoneyTyping('500,5')).toBe('500,50');
    expect(finishMoneyTyping('')).toBe('');
    expect(finishMoneyTyping('500,')).toBe('500,');
  });
});

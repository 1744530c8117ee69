import { CSV_BOM, csvField, csvLine } from './csv';

describe('CSV for Excel', () => {
  it('quotes separators, quotes and line breaks and keeps accents', () => {
    expect(csvLine(['Ação', 'a;b', 'diz "oi"', 'x\ny', ['Instagram', 'TikTok']])).toBe(
      'Ação;"a;b";"diz ""oi""";"x\ny";Instagram, TikTok\r\n',
    );
  });
  it('neutralises formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(null)).toBe('');
  });
  it('starts with a BOM', () => {
    expect(CSV_BOM.charCodeAt(0)).toBe(0xfeff);
  });
});

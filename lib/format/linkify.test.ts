import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(linkify('Veja https://exemplo.com.br/a?b=1. Até!')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://exemplo.com.br/a?b=1', href: 'https://exemplo.com.br/a?b=1' },
      { kind: 'text', text: '. Até!' },
    ]);
  });

  it('never makes a link of javascript: or HTML', () => {
    expect(linkify('<script>alert(1)</script> javascript:alert(1)')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> javascript:alert(1)' },
    ]);
  });

  it('answers plain text unchanged', () => {
    expect(linkify('Bom dia')).toEqual([{ kind: 'text', text: 'Bom dia' }]);
    expect(linkify('')).toEqual([]);
  });
});

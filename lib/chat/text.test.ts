import { splitLinks } from './text';

describe('splitLinks', () => {
  it('makes http(s) and www addresses links and leaves the rest as text', () => {
    expect(splitLinks('Veja https://exemplo.com.br/a?b=1, e www.site.com.')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://exemplo.com.br/a?b=1', href: 'https://exemplo.com.br/a?b=1' },
      { kind: 'text', text: ', e ' },
      { kind: 'link', text: 'www.site.com', href: 'https://www.site.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes and keeps markup as text', () => {
    expect(splitLinks('javascript:alert(1) <b>oi</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>oi</b>' }]);
    expect(splitLinks('data:text/html,x')).toEqual([{ kind: 'text', text: 'data:text/html,x' }]);
  });

  it('keeps plain text whole', () => {
    expect(splitLinks('Olá!\nTudo bem?')).toEqual([{ kind: 'text', text: 'Olá!\nTudo bem?' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

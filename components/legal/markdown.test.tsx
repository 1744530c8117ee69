import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown, markdownHeadings } from './markdown';

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, emphasis and links', () => {
    const html = renderToStaticMarkup(
      <Markdown source={'## 1. Conta\n\nTexto **forte** e *leve* [aqui](https://exemplo.com).\n\n- um\n- dois'} />,
    );
    expect(html).toContain('<h2 id="1-conta"');
    expect(html).toContain('<strong>forte</strong>');
    expect(html).toContain('<em>leve</em>');
    expect(html).toContain('href="https://exemplo.com"');
    expect(html).toContain('<li>dois</li>');
  });

  it('never lets markup or unsafe links through', () => {
    const html = renderToStaticMarkup(<Markdown source={'<script>alert(1)</script> [x](javascript:alert(1))'} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
  });

  it('lists the level-2 headings for the table of contents', () => {
    expect(markdownHeadings('# T\n\n## 1. Ação\n\ntexto\n\n## 2. Fim')).toEqual([
      { id: '1-acao', text: '1. Ação' },
      { id: '2-fim', text: '2. Fim' },
    ]);
  });
});

it('takes a heading id written as {#id}', () => {
  expect(markdownHeadings('## 5. Condutas {#condutas}')).toEqual([{ id: 'condutas', text: '5. Condutas' }]);
});

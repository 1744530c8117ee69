import { renderToStaticMarkup } from 'react-dom/server';
import { RouteError } from './route-error';

describe('RouteError', () => {
  test('says what happened in pt-BR and offers a retry', () => {
    const html = renderToStaticMarkup(<RouteError retry={() => {}} />);
    expect(html).toContain('Não foi possível carregar esta página');
    expect(html).toContain('Tentar novamente');
    expect(html).not.toContain('informe ao suporte');
  });

  test('shows the reference code the server logged with the error', () => {
    const html = renderToStaticMarkup(<RouteError retry={() => {}} reference="2816947710" />);
    expect(html).toContain('Se o problema continuar, informe ao suporte o código');
    expect(html).toContain('2816947710');
  });
});

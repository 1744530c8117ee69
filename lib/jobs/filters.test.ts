import { SORT_LABELS, SORTS } from './constants';
import { decodeCursor, encodeCursor, filtersToQuery, parseFilters } from './filters';

const ST = 'a0000000-0000-4000-8000-000000000001';
const ID = 'e0000000-0000-4000-8000-000000000001';

it('reads valid filters from the URL and drops malformed ones', () => {
  expect(
    parseFilters({
      q: ' fotografo ',
      servico: ST,
      conteudo: 'x',
      plataforma: 'TikTok',
      local: 'lua',
      uf: 'sp',
      pagamento: 'faixa',
      min: '100',
      max: 'abc',
      prazo: '2026-12-01',
      ordem: 'compativeis',
    }),
  ).toEqual({
    q: 'fotografo',
    servico: ST,
    plataforma: 'TikTok',
    uf: 'SP',
    pagamento: 'faixa',
    min: 10000,
    prazo: '2026-12-01',
    ordem: 'compativeis',
  });
  expect(parseFilters({ ordem: 'hack' })).toEqual({ ordem: 'recentes' });
});

it('writes the filters back to the same query string', () => {
  const filters = parseFilters({ q: 'foto', uf: 'RJ', min: '500', ordem: 'prazo' });
  expect(filtersToQuery(filters)).toBe('q=foto&uf=RJ&min=500&ordem=prazo');
  expect(parseFilters(Object.fromEntries(new URLSearchParams(filtersToQuery(filters))))).toEqual(filters);
});

it("reads the browser's search params as the server's record: the first of a repeated key", () => {
  const query = `q=%20foto%20&uf=rj&uf=SP&min=abc&ordem=prazo&servico=${ID}`;
  expect(parseFilters(new URLSearchParams(query))).toEqual({ q: 'foto', uf: 'RJ', ordem: 'prazo', servico: ID });
  expect(parseFilters(new URLSearchParams(query))).toEqual(
    parseFilters({ q: ' foto ', uf: ['rj', 'SP'], min: 'abc', ordem: 'prazo', servico: ID }),
  );
});

it("sorts by the companies' rating, labelled for people", () => {
  expect(SORTS).toEqual(['recentes', 'prazo', 'orcamento', 'compativeis', 'avaliacao']);
  expect(SORT_LABELS.avaliacao).toBe('Empresas mais bem avaliadas');
  const filters = parseFilters({ ordem: 'avaliacao', uf: 'sp' });
  expect(filters).toEqual({ ordem: 'avaliacao', uf: 'SP' });
  expect(filtersToQuery(filters)).toBe('uf=SP&ordem=avaliacao');
  // the rating keys are whole numbers (average × 10¹², score × 10¹³, seconds): exact in a cursor
  const cursor = encodeCursor(84801764300000, ID);
  expect(decodeCursor(cursor)).toEqual({ key: '84801764300000', id: ID });
  expect(parseFilters({ ordem: 'avaliacao', apos: cursor }).apos).toBe(cursor);
});

it('round-trips the keyset cursor and refuses forged ones', () => {
  const cursor = encodeCursor('1764300000.5', ID);
  expect(decodeCursor(cursor)).toEqual({ key: '1764300000.5', id: ID });
  expect(decodeCursor('1;drop table_x')).toBeNull();
  expect(parseFilters({ apos: cursor }).apos).toBe(cursor);
  expect(filtersToQuery({ ordem: 'recentes', apos: cursor }, { withCursor: true })).toBe(`apos=${encodeURIComponent(cursor)}`);
});

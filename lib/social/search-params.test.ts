import {
  isSearching,
  pagesByNumber,
  parseCompanyParams,
  parseCursor,
  parseNetworkParams,
  PROFILE_SORT_LABELS,
  rawParams,
  reaisToCents,
  withParams,
} from './search-params';

const ID = 'e0000000-0000-4000-8000-000000000001';

describe('network search params', () => {
  it('keeps known values and drops the rest', () => {
    const s = parseNetworkParams(
      { tab: 'criadores', uf: 'sp', servico: ID, seguidores: 'muitos', preco_min: '80', verificados: '1' },
      true,
    );
    expect(s).toMatchObject({ tab: 'criadores', uf: 'SP', serviceType: ID, followers: '', priceMin: '80', verifiedOnly: true });
    expect(isSearching(s)).toBe(true);
  });

  it('shows the creator search only to who may use it', () => {
    expect(parseNetworkParams({ tab: 'criadores' }, false).tab).toBe('sugestoes');
    expect(parseNetworkParams({ tab: 'qualquer' }, true).tab).toBe('sugestoes');
    expect(isSearching(parseNetworkParams({}, true))).toBe(false);
  });

  it('reads cursors, prices and pages safely', () => {
    expect(parseCursor(`2026-11-28T03:00:00.123+00:00_${ID}`)).toEqual({ createdAt: '2026-11-28T03:00:00.123+00:00', id: ID });
    expect(parseCursor("x_'; drop table")).toBeNull();
    expect(reaisToCents('1.500')).toBe(150000);
    expect(reaisToCents('80,50')).toBe(8050);
    expect(reaisToCents('-1')).toBeUndefined();
    expect(reaisToCents('abc')).toBeUndefined();
    expect(parseCompanyParams({ tipo: 'Sou uma Agência', pagina: '999' })).toMatchObject({ type: 'Sou uma Agência', page: 1 });
  });

  it('orders the creator search by rating when asked, and pages it by number', () => {
    const byRating = parseNetworkParams({ tab: 'criadores', ordem: 'avaliacao', antes: `2026-11-28T03:00:00Z_${ID}` }, true);
    expect(byRating.sort).toBe('avaliacao');
    expect(isSearching(byRating)).toBe(true);
    expect(pagesByNumber(byRating)).toBe(true);
    expect(PROFILE_SORT_LABELS[byRating.sort]).toBe('Mais bem avaliados');
    expect(parseNetworkParams({ tab: 'criadores', ordem: 'nota' }, true).sort).toBe('relevancia');
    expect(parseNetworkParams({ tab: 'criadores', ordem: '' }, true).sort).toBe('relevancia');
    // only the creator search has the order: elsewhere it is dropped
    expect(parseNetworkParams({ tab: 'sugestoes', ordem: 'avaliacao' }, true).sort).toBe('relevancia');
    expect(parseNetworkParams({ tab: 'criadores', ordem: 'avaliacao' }, false).sort).toBe('relevancia');
    const plain = parseNetworkParams({ tab: 'criadores' }, true);
    expect(pagesByNumber(plain)).toBe(false);
    expect(pagesByNumber({ ...plain, q: 'ana' })).toBe(true);
  });

  it('builds links that keep the search', () => {
    expect(withParams('/network', { q: 'ana', tab: 'sugestoes' }, { tab: 'criadores', antes: null })).toBe('/network?q=ana&tab=criadores');
  });

  it('reads the browser address as the server read its query: the first of a repeated key', () => {
    const raw = rawParams(new URLSearchParams('tab=criadores&uf=SP&uf=RJ&q='));
    expect(raw).toEqual({ tab: 'criadores', uf: 'SP', q: '' });
    expect(parseNetworkParams(raw, true)).toMatchObject({ tab: 'criadores', uf: 'SP', q: '' });
  });
});

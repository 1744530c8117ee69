import { isSearching, parseCompanyParams, parseCursor, parseNetworkParams, reaisToCents, withParams } from './search-params';

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

  it('builds links that keep the search', () => {
    expect(withParams('/network', { q: 'ana', tab: 'sugestoes' }, { tab: 'criadores', antes: null })).toBe('/network?q=ana&tab=criadores');
  });
});

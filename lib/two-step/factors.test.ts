import { appEntries, groupedSecret } from './factors';

describe('appEntries', () => {
  it('lists the TOTP factors oldest first, named, with their date and state', () => {
    const entries = appEntries([
      { id: 'b', friendly_name: '  ', factor_type: 'totp', status: 'unverified', created_at: '2026-03-02T15:00:00Z' },
      { id: 'p', friendly_name: 'Celular', factor_type: 'phone', status: 'verified', created_at: '2026-01-01T00:00:00Z' },
      { id: 'a', friendly_name: 'Celular', factor_type: 'totp', status: 'verified', created_at: '2026-03-01T02:00:00Z' },
    ]);
    expect(entries).toEqual([
      // 02:00 UTC is still the evening before in São Paulo.
      { id: 'a', name: 'Celular', addedOn: '28 de fev. de 2026', verified: true },
      { id: 'b', name: 'Aplicativo 2', addedOn: '2 de mar. de 2026', verified: false },
    ]);
  });
});

describe('groupedSecret', () => {
  it('groups the secret by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDE')).toBe('ABCD E');
    expect(groupedSecret('')).toBe('');
  });
});

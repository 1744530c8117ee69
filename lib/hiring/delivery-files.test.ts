import { deliveryFiles, fileSizeLabel } from './delivery-files';

describe('delivery files', () => {
  it('reads the stored list and leaves out anything else', () => {
    expect(
      deliveryFiles([
        { path: 'c/u/a.pdf', name: 'Roteiro.pdf', type: 'application/pdf', size: 2048 },
        { path: 'c/u/b.png', name: 'b.png' },
        { name: 'sem caminho' },
        'texto',
        null,
      ]),
    ).toEqual([
      { path: 'c/u/a.pdf', name: 'Roteiro.pdf', type: 'application/pdf', size: 2048 },
      { path: 'c/u/b.png', name: 'b.png', type: 'application/octet-stream', size: 0 },
    ]);
    expect(deliveryFiles({ path: 'x' })).toEqual([]);
  });

  it('says sizes in pt-BR', () => {
    expect(fileSizeLabel(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(fileSizeLabel(180 * 1024)).toBe('180 KB');
    expect(fileSizeLabel(10)).toBe('1 KB');
  });
});

import { contractFilePath } from './payment-record';
import { contractFileProblem } from './contract-files';

describe('contract files', () => {
  it('refuses other types, empty files and files over 50 MB, in pt-BR', () => {
    expect(contractFileProblem({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(contractFileProblem({ name: 'v.mov', size: 10, type: 'video/quicktime' })).toBeNull();
    expect(contractFileProblem({ name: 'x.exe', size: 10, type: 'application/x-msdownload' })).toMatch(/não é aceito/);
    expect(contractFileProblem({ name: 'big.mp4', size: 51 * 1024 * 1024, type: 'video/mp4' })).toBe('O arquivo "big.mp4" passa de 50 MB.');
    expect(contractFileProblem({ name: 'z.png', size: 0, type: 'image/png' })).toBe('O arquivo "z.png" está vazio.');
  });

  it('are stored under <contract>/<uploader>/ with a safe, unique name', () => {
    expect(contractFilePath('c1', 'u1', 'Vídeo Final (v2).mp4', 'abcdef123456')).toBe('c1/u1/abcdef12-Video-Final-v2-.mp4');
    expect(contractFilePath('c1', 'u1', '***', 'abcdef123456')).toBe('c1/u1/abcdef12-arquivo');
  });
});

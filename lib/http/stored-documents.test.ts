import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentScripts, inlineScriptHashes, storedDocumentFile } from './stored-documents';

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
const RECORD = Symbol.for('conecta.storedDocuments');

describe('inlineScriptHashes', () => {
  test('hashes each distinct inline script and skips scripts loaded from a file', () => {
    const html =
      '<html><head><script src="/_next/static/a.js" async=""></script><script>self.a=1</script></head>' +
      '<body><script nonce="x">self.b=2</script><SCRIPT type="module">self.a=1</SCRIPT><script></script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('self.b=2'), sha('')]);
  });
});

describe('storedDocumentFile', () => {
  test("maps a route to the build's stored file, '/' to index", () => {
    expect(storedDocumentFile('/', '/s')).toBe('/s/index.html');
    expect(storedDocumentFile('/admin/users/', '/s')).toBe('/s/admin/users.html');
  });

  test.each(['/../etc/passwd', '/a b', '/%2e%2e/x', '/a?b'])('refuses %p', (pathname) => {
    expect(storedDocumentFile(pathname, '/s')).toBeNull();
  });
});

describe('documentScripts', () => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-'));
  const put = (name: string, html: string, meta: object) => {
    fs.mkdirSync(path.dirname(path.join(store, name)), { recursive: true });
    fs.writeFileSync(path.join(store, `${name}.html`), html);
    fs.writeFileSync(path.join(store, `${name}.meta`), JSON.stringify(meta));
  };
  put('index', '<script>self.home=1</script>', { status: 200 });
  put('vazia', '<p>no inline script</p>', { status: 200 });
  put('chat', '<script>self.shell=1</script>', { status: 200, postponed: '2[]null' });
  put('_not-found', '<script>self.notFound=1</script>', { status: 404 });

  test('a document stored whole brings its own script policy, even one with no inline script', () => {
    expect(documentScripts('/', store)).toEqual({ storedWhole: true });
    expect(documentScripts('/vazia/', store)).toEqual({ storedWhole: true });
  });

  test('a document rendered per request: the nonce covers its scripts', () => {
    expect(documentScripts('/chat', store)).toEqual({ storedWhole: false, hashes: [] });
  });

  test("an address with no stored page keeps the nonce and allows the not-found page's scripts", () => {
    expect(documentScripts('/nao-existe', store)).toEqual({ storedWhole: false, hashes: [sha('self.notFound=1')] });
    expect(documentScripts('/a b', store)).toEqual({ storedWhole: false, hashes: [sha('self.notFound=1')] });
    expect(documentScripts('/jobs/edit/123', store)).toEqual({ storedWhole: false, hashes: [sha('self.notFound=1')] });
  });

  test('what the page cache recorded wins over the build', () => {
    const record = new Map<string, string[] | null>([
      ['/', null],
      ['/_not-found', [sha('self.notFound=2')]],
    ]);
    (globalThis as Record<symbol, unknown>)[RECORD] = record;
    try {
      expect(documentScripts('/', store)).toEqual({ storedWhole: false, hashes: [] });
      expect(documentScripts('/nao-existe', store)).toEqual({ storedWhole: false, hashes: [sha('self.notFound=2')] });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[RECORD];
    }
  });

  test('no build store at all (next dev): the nonce alone', () => {
    expect(documentScripts('/', path.join(store, 'missing'))).toEqual({ storedWhole: false, hashes: [] });
  });

  test('after a restart: the not-found copy an earlier run regenerated (route-cache), the newest one', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'next-server-'));
    const app = path.join(root, 'app');
    const write = (file: string, html: string, meta: object, at: number) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      fs.writeFileSync(file.replace(/\.html$/, '.meta'), JSON.stringify(meta));
      fs.utimesSync(file, at, at);
    };
    write(path.join(app, '_not-found.html'), '<script>self.built=1</script>', { status: 404 }, 1000);
    write(path.join(app, 'termos.html'), '<script>self.terms=1</script>', { status: 200 }, 1000);
    const cached = (key: string) => path.join(root, 'route-cache', 'APP_PAGE', key, '$', '_not-found.html');
    write(cached('a1'), '<script>self.regenerated=1</script>', { status: 404 }, 2000);
    write(cached('b2'), '<script>self.regenerated=2</script>', { status: 404 }, 3000);
    expect(documentScripts('/sem-pagina', app)).toEqual({ storedWhole: false, hashes: [sha('self.regenerated=2')] });
    expect(documentScripts('/termos', app)).toEqual({ storedWhole: true });
  });
});

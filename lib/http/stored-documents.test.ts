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
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'next-build-'));
  const store = path.join(root, 'server', 'app');
  const put = (name: string, html: string, meta: object) => {
    fs.mkdirSync(path.dirname(path.join(store, name)), { recursive: true });
    fs.writeFileSync(path.join(store, `${name}.html`), html);
    fs.writeFileSync(path.join(store, `${name}.meta`), JSON.stringify(meta));
  };
  put('index', '<script>self.home=1</script>', { status: 200 });
  put('vazia', '<p>no inline script</p>', { status: 200 });
  put('chat', '<script>self.shell=1</script>', { status: 200, postponed: '2[]null' });
  put('_not-found', '<script>self.notFound=1</script>', { status: 404 });
  // The shape of Next.js's routes-manifest.json: every route of the build as a pattern.
  const route = (page: string, regex: string) => ({ page, regex });
  fs.writeFileSync(
    path.join(root, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [
        route('/', '^/(?:/)?$'),
        route('/vazia', '^/vazia(?:/)?$'),
        route('/chat', '^/chat(?:/)?$'),
        route('/api/health', '^/api/health(?:/)?$'),
      ],
      dynamicRoutes: [route('/jobs/edit/[id]', '^/jobs/edit/([^/]+?)(?:/)?$')],
    }),
  );

  test('a document stored whole brings its own script policy, even one with no inline script', () => {
    expect(documentScripts('/', store)).toEqual({ storedWhole: true });
    expect(documentScripts('/vazia/', store)).toEqual({ storedWhole: true });
  });

  test('a document rendered per request: the nonce covers its scripts', () => {
    expect(documentScripts('/chat', store)).toEqual({ storedWhole: false });
    expect(documentScripts('/jobs/edit/123', store)).toEqual({ storedWhole: false });
    expect(documentScripts('/api/health', store)).toEqual({ storedWhole: false });
  });

  test('an address no route matches is answered with the stored not-found page, which brings its own policy', () => {
    expect(documentScripts('/nao-existe', store)).toEqual({ storedWhole: true });
    expect(documentScripts('/a b', store)).toEqual({ storedWhole: true });
    expect(documentScripts('/jobs/edit/1/2', store)).toEqual({ storedWhole: true });
  });

  test('an address that might reach a route (another case, percent-encoded) keeps the nonce', () => {
    expect(documentScripts('/CHAT', store)).toEqual({ storedWhole: false });
    expect(documentScripts('/%63hat', store)).toEqual({ storedWhole: false });
    expect(documentScripts('/%E0%A4%A', store)).toEqual({ storedWhole: true }); // not decodable: as sent
  });

  test('what the page cache recorded wins over the build', () => {
    const record = new Map<string, string[] | null>([
      ['/', null],
      ['/_not-found', null],
    ]);
    (globalThis as Record<symbol, unknown>)[RECORD] = record;
    try {
      expect(documentScripts('/', store)).toEqual({ storedWhole: false });
      expect(documentScripts('/nao-existe', store)).toEqual({ storedWhole: false });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[RECORD];
    }
  });

  test('no build at all (next dev): the nonce alone', () => {
    const missing = path.join(root, 'missing', 'server', 'app');
    expect(documentScripts('/', missing)).toEqual({ storedWhole: false });
    expect(documentScripts('/nao-existe', missing)).toEqual({ storedWhole: false });
  });
});

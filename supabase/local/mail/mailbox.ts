// The local mailbox, as the Supabase CLI runs Mailpit (formerly Inbucket): an SMTP server that
// accepts every message for any address (127.0.0.1:54325), and a web page listing and showing them
// (http://127.0.0.1:54324) with Mailpit's HTTP API, so the tools people use with the CLI work:
//   GET    /api/v1/messages          { total, count, messages_count, start, messages: [{ ID, From, To, Subject, Created, Snippet, ... }] }
//   GET    /api/v1/message/{ID}      { ID, From, To, Subject, Date, Text, HTML, ... } ('latest' is the newest)
//   DELETE /api/v1/messages          removes all (or the IDs of a JSON body { IDs: [...] })
//   DELETE /api/v1/message/{ID}      (extension: removes one)
//   GET    /api/v1/search?query=to:a@b.c   the messages whose To, From or Subject contain the words
// Messages live in memory (the newest 1,000), as a development mailbox needs no more.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type MailAddress = { Name: string; Address: string };

export type StoredMessage = {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Subject: string;
  Created: string;
  Size: number;
  Text: string;
  HTML: string;
  Snippet: string;
  Read: boolean;
};

export type Mailbox = {
  /** The web page and API (http://127.0.0.1:<port>). */
  url: string;
  smtpPort: number;
  messages: () => StoredMessage[];
  clear: () => void;
  stop: () => Promise<void>;
};

const MAX_MESSAGES = 1000;

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => ({ Name: v.name ?? '', Address: v.address ?? '' })));
}

function toStored(mail: ParsedMail, size: number, envelopeTo: string[]): StoredMessage {
  const to = addresses(mail.to);
  const text = mail.text ?? '';
  return {
    ID: crypto.randomUUID(),
    MessageID: mail.messageId ?? '',
    From: addresses(mail.from)[0] ?? { Name: '', Address: '' },
    To: to.length ? to : envelopeTo.map((Address) => ({ Name: '', Address })),
    Cc: addresses(mail.cc),
    Subject: mail.subject ?? '',
    Created: new Date().toISOString(),
    Size: size,
    Text: text,
    HTML: typeof mail.html === 'string' ? mail.html : '',
    Snippet: text.replace(/\s+/g, ' ').trim().slice(0, 250),
    Read: false,
  };
}

const summary = ({ Text: _t, HTML: _h, ...rest }: StoredMessage) => rest;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f6f7;color:#1d1d1f}
header{background:#1d1d1f;color:#fff;padding:12px 20px;display:flex;gap:16px;align-items:center;justify-content:space-between}
header a{color:#fff}main{max-width:960px;margin:0 auto;padding:20px}table{width:100%;border-collapse:collapse;background:#fff}
td,th{padding:8px 10px;border-bottom:1px solid #e5e5ea;text-align:left;font-size:14px}tr.unread td{font-weight:600}
a{color:#0b63ce}iframe{width:100%;height:70vh;border:1px solid #e5e5ea;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px}
button{cursor:pointer}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>
<header><strong><a href="/">Caixa de e-mails local</a></strong><span>Mensagens enviadas pela pilha local (nada sai desta máquina)</span></header>
<main>${body}</main></body></html>`;
}

function listPage(messages: StoredMessage[]): string {
  if (!messages.length) return page('Caixa de e-mails local', '<p>Nenhuma mensagem ainda.</p>');
  const rows = messages
    .map(
      (m) => `<tr class="${m.Read ? '' : 'unread'}"><td>${escapeHtml(m.To.map((t) => t.Address).join(', '))}</td>
<td><a href="/view/${m.ID}">${escapeHtml(m.Subject || '(sem assunto)')}</a></td><td>${escapeHtml(new Date(m.Created).toLocaleString('pt-BR'))}</td></tr>`,
    )
    .join('');
  return page(
    `Caixa de e-mails local (${messages.length})`,
    `<form method="post" action="/clear"><button type="submit">Apagar todas</button></form><br>
<table><thead><tr><th>Para</th><th>Assunto</th><th>Recebida</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(m: StoredMessage): string {
  const body = m.HTML
    ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="Conteúdo" src="/view/${m.ID}.html"></iframe>`
    : `<pre>${escapeHtml(m.Text)}</pre>`;
  return page(
    m.Subject,
    `<p><a href="/">&larr; Todas as mensagens</a></p><h1>${escapeHtml(m.Subject)}</h1>
<p>De: ${escapeHtml(m.From.Address)}<br>Para: ${escapeHtml(m.To.map((t) => t.Address).join(', '))}<br>
Recebida: ${escapeHtml(new Date(m.Created).toLocaleString('pt-BR'))}</p>${body}`,
  );
}

function send(res: http.ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
  res.end(body);
}
const json = (res: http.ServerResponse, status: number, value: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function matches(m: StoredMessage, query: string): boolean {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => {
      const [field, value] = term.includes(':') ? (term.split(/:(.*)/s, 2) as [string, string]) : ['', term];
      const v = value.toLowerCase();
      const to = m.To.map((t) => `${t.Name} ${t.Address}`)
        .join(' ')
        .toLowerCase();
      const from = `${m.From.Name} ${m.From.Address}`.toLowerCase();
      const subject = m.Subject.toLowerCase();
      if (field === 'to') return to.includes(v);
      if (field === 'from') return from.includes(v);
      if (field === 'subject') return subject.includes(v);
      return to.includes(v) || from.includes(v) || subject.includes(v) || m.Text.toLowerCase().includes(v);
    });
}

export async function startMailbox(opts: { port: number; smtpPort: number; host?: string; log?: (m: string) => void }): Promise<Mailbox> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => {});
  let store: StoredMessage[] = []; // newest first

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'supabase-local mailbox',
    size: 10 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            const stored = toStored(mail, raw.length, envelopeTo);
            store = [stored, ...store].slice(0, MAX_MESSAGES);
            log(`[mail] received "${stored.Subject}" for ${stored.To.map((t) => t.Address).join(', ')}`);
            callback();
          })
          .catch((e: Error) => callback(e));
      });
    },
  });

  const web = http.createServer((req, res) => {
    handle(req, res).catch((e) => {
      if (!res.headersSent) json(res, 500, { error: String(e?.message ?? e) });
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const p = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, DELETE, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      return res.end();
    }
    const find = (id: string) => (id === 'latest' ? store[0] : store.find((m) => m.ID === id));

    if (p === '/api/v1/messages' || p === '/api/v1/search') {
      if (method === 'DELETE') {
        const body = await readBody(req);
        const ids: unknown = body ? (JSON.parse(body) as { IDs?: unknown }).IDs : undefined;
        store = Array.isArray(ids) && ids.length ? store.filter((m) => !ids.includes(m.ID)) : [];
        return send(res, 200, 'text/plain; charset=utf-8', 'ok');
      }
      if (method !== 'GET') return json(res, 405, { error: 'method not allowed' });
      const query = url.searchParams.get('query') ?? '';
      const selected = p === '/api/v1/search' ? store.filter((m) => matches(m, query)) : store;
      const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
      const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50);
      const messages = selected.slice(start, start + limit).map(summary);
      return json(res, 200, {
        total: store.length,
        unread: store.filter((m) => !m.Read).length,
        count: messages.length,
        messages_count: selected.length,
        start,
        tags: [],
        messages,
      });
    }
    const one = /^\/api\/v1\/message\/([^/]+)$/.exec(p);
    if (one) {
      const m = find(decodeURIComponent(one[1]));
      if (method === 'DELETE') {
        store = store.filter((x) => x !== m);
        return send(res, m ? 200 : 404, 'text/plain; charset=utf-8', m ? 'ok' : 'not found');
      }
      if (!m) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
      m.Read = true;
      const { Created, ...rest } = m;
      return json(res, 200, { ...rest, Date: Created, Created, Bcc: [], ReplyTo: [], Attachments: [], Inline: [], Tags: [] });
    }
    if (p === '/clear' && method === 'POST') {
      store = [];
      res.writeHead(303, { Location: '/' });
      return res.end();
    }
    const view = /^\/view\/([^/.]+)(\.html)?$/.exec(p);
    if (view) {
      const m = find(view[1]);
      if (!m) return send(res, 404, 'text/html; charset=utf-8', page('Não encontrada', '<p>Mensagem não encontrada.</p>'));
      m.Read = true;
      return send(res, 200, 'text/html; charset=utf-8', view[2] ? m.HTML : messagePage(m));
    }
    if (p === '/' && method === 'GET') return send(res, 200, 'text/html; charset=utf-8', listPage(store));
    return send(res, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const listen = (
    server: { listen: (port: number, host: string, cb: () => void) => unknown; once: (ev: 'error', cb: (e: Error) => void) => unknown },
    port: number,
  ) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });

  await listen(smtp.server, opts.smtpPort);
  try {
    await listen(web, opts.port);
  } catch (e) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw e;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webPort = (web.address() as AddressInfo).port;
  return {
    url: `http://${host}:${webPort}`,
    smtpPort,
    messages: () => [...store],
    clear: () => {
      store = [];
    },
    stop: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          web.close(() => resolve());
          web.closeAllConnections();
        }),
      ]);
    },
  };
}

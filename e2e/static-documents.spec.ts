// The pages the app serves as static documents (docs/architecture/page-pattern.md, "What it
// costs"): their stored prerender must hold no dynamic hole, or Next.js renders their server
// components again on every request. A status page or layout that reads the session on the server
// (the root not-found page is part of every page's server data) turns all of them partial.
// Reads what `next build` (the web server of this run) stored for each page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const STORED = path.join(__dirname, '..', '.next', 'server', 'app');
const STATIC_DOCUMENTS = [
  'index',
  'login',
  'termos',
  'feed',
  'profile-user',
  'notifications',
  'contratos',
  'companies',
  'network',
  'dashboard',
  'chat',
  'acesso-restrito',
  '_not-found',
  'admin/audit',
  'admin/contratos',
  'admin/users',
  'admin/gestao-profile',
  'admin/gestao-profile2',
  'admin/gestao-profile4',
  'profile',
  'profile-empresa',
  'jobs/opportunities',
  'jobs/minhasoportunidades',
  'jobs/candidates',
  'jobs/pending',
  'jobs/discarded',
  'jobs/meuscandidatos',
  'jobs/create',
  'jobs/create2',
  'jobs/create3',
  'admin/service-types',
  'admin/service-types2',
  'admin/content-types',
  'admin/company-types',
  'admin/agency-service-types',
  'admin/service-questions',
  'admin/service-questions2',
  'admin/opportunity-questions',
  'admin/permissions',
  'admin/terms',
  'admin/notifications',
  'admin/site-images',
];

for (const name of STATIC_DOCUMENTS) {
  test(`${name} is stored whole, with nothing left to render per request`, () => {
    const meta = JSON.parse(fs.readFileSync(path.join(STORED, `${name}.meta`), 'utf8')) as Record<string, unknown>;
    expect(meta.postponed, `${name} has a dynamic hole (postponed state)`).toBeUndefined();
    expect(fs.existsSync(path.join(STORED, `${name}.html`))).toBe(true);
  });
}

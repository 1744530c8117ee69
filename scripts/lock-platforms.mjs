// The registry mirror on our machines lacks some platform builds of native packages
// (e.g. @swc/core-darwin-arm64 at the exact version), so npm leaves them out of the lock
// and `npm ci` then refuses the lock as out of sync. Record each missing optional
// platform package as an optional entry: npm skips it on other platforms, as usual.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/` : 'node_modules/';
    if (lock.packages[`${base}${name}`] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version: version.replace(/^[\^~]/, ''), dev: pkg.dev, optional: true };
    added++;
  }
}
// A workspace link keeps its resolved path: without it `npm ci` cannot load the lock.
for (const p of Object.values(lock.packages)) if (!p.link) delete p.resolved;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`lock-platforms: recorded ${added} optional platform packages`);

// The admin's factor endpoints (GoTrue's adminUserGetFactors, adminUserUpdateFactor and
// adminUserDeleteFactor): GET /admin/users/{id}/factors, PUT and DELETE
// /admin/users/{id}/factors/{factorId}, behind the route table's admin guard.
import { targetUser } from './admin';
import { readJson, str } from './body';
import type { AuthCall } from './call';
import { sendAuthJson, validation } from './errors';
import { factorJson, findOwnedFactor, loadFactors } from './factors';
import { e164, loadFactor } from './mfa';

export async function adminListFactors(call: AuthCall) {
  const user = await targetUser(call.stack.sql, call.params.id);
  const factors = (await loadFactors(call.stack.sql, [user.id])).get(user.id) ?? [];
  sendAuthJson(call.res, 200, factors.map(factorJson));
}

/** GoTrue's adminUserUpdateFactor: a new friendly_name, and a new phone for a phone factor. */
export async function adminUpdateFactor(call: AuthCall) {
  const { stack, req } = call;
  const user = await targetUser(stack.sql, call.params.id);
  const factor = await loadFactor(stack.sql, user.id, call.params.factorId);
  const body = await readJson(req);
  const name = str(body, 'friendly_name');
  const given = str(body, 'phone');
  const phone = given && factor.factor_type === 'phone' ? e164(given) : undefined;
  if (phone === null) throw validation('Invalid phone number format (E.164 required)');
  await stack.sql.begin(async (tx) => {
    if (name) await tx`update auth.mfa_factors set friendly_name = ${name}, updated_at = now() where id = ${factor.id}`;
    if (phone) await tx`update auth.mfa_factors set phone = ${phone}, updated_at = now() where id = ${factor.id}`;
  });
  const updated = await findOwnedFactor(stack.sql, user.id, factor.id);
  sendAuthJson(call.res, 200, factorJson(updated ?? factor));
}

export async function adminDeleteFactor(call: AuthCall) {
  const { stack } = call;
  const user = await targetUser(stack.sql, call.params.id);
  const factor = await loadFactor(stack.sql, user.id, call.params.factorId);
  await stack.sql`delete from auth.mfa_factors where id = ${factor.id}`;
  sendAuthJson(call.res, 200, factorJson(factor));
}

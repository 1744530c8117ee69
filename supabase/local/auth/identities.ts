// GET /user/identities/authorize (linkIdentity) and DELETE /user/identities/{id}
// (unlinkIdentity), behind GoTrue's requireManualLinkingEnabled ([auth] enable_manual_linking).
// The local stack enables no OAuth provider, so a link request answers as GoTrue does for a
// provider that is not enabled; unlinking works on the identities the stack makes.
import type { UserCall } from './call';
import { dbFailure } from './create-user';
import { badRequest, notFound, sendAuthJson, unprocessable } from './errors';
import { OAUTH_PROVIDERS } from './settings';
import { loadIdentities, UUID_RE } from './users';

function requireManualLinking(call: UserCall) {
  if (!call.stack.config.enableManualLinking) throw notFound('manual_linking_disabled', 'Manual linking is disabled');
}

export function linkIdentity(call: UserCall): never {
  requireManualLinking(call);
  const provider = call.url.searchParams.get('provider') ?? '';
  const reason = OAUTH_PROVIDERS.includes(provider) ? 'provider is not enabled' : `Provider ${provider} could not be found`;
  throw badRequest('validation_failed', `Unsupported provider: ${reason}`);
}

export async function unlinkIdentity(call: UserCall) {
  requireManualLinking(call);
  const { stack, res, caller } = call;
  const identityId = call.params.id;
  if (!UUID_RE.test(identityId)) throw notFound('validation_failed', 'identity_id must be an UUID');
  const identities = (await loadIdentities(stack.sql, [caller.user.id])).get(caller.user.id) ?? [];
  if (identities.length <= 1) throw unprocessable('single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
  const target = identities.find((i) => i.id === identityId);
  if (!target) throw unprocessable('identity_not_found', "Identity doesn't exist");
  const rest = identities.filter((i) => i !== target);
  try {
    await stack.sql.begin(async (tx) => {
      await tx`delete from auth.identities where id = ${target.id}`;
      if (target.provider === 'phone') {
        await tx`update auth.users set phone = null, phone_confirmed_at = null, updated_at = now() where id = ${caller.user.id}`;
      } else {
        // GoTrue's UpdateUserEmailFromIdentities: the e-mail of a remaining identity, else none.
        const email = rest.map((i) => i.email).find((e) => !!e) ?? null;
        await tx`update auth.users set email = ${email}, updated_at = now() where id = ${caller.user.id}`;
      }
      const providers = [...new Set(rest.map((i) => i.provider))];
      await tx`update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || ${tx.json({ providers })}
               where id = ${caller.user.id}`;
    });
  } catch (e) {
    throw dbFailure(stack, e, 'Database error deleting identity');
  }
  sendAuthJson(res, 200, {});
}

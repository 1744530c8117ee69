// Sign-in methods the local stack has no provider for, answered as GoTrue answers them when they
// are switched off (status, error_code and message from supabase/auth): SAML SSO, Web3 wallets,
// OIDC ID tokens of a provider that is not enabled, and the e-mail provider itself when
// [auth.email] enable_signup = false. Phone answers live with the phone sign-in code.
import type { StackConfig } from '../types';
import { readJson, str } from './body';
import type { AuthCall } from './call';
import { badRequest, notFound, OAuthError, unprocessable, validation } from './errors';
import { limitByIp } from './rate-limits';

/** GoTrue's requireSAMLEnabled middleware, in front of every /sso route ([auth] has no SAML locally). */
export function samlDisabled(): never {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
}

/** POST /token?grant_type=web3: no Web3 chain is enabled locally. */
export function web3Grant(call: AuthCall): never {
  limitByIp(call.stack, call.req, 'web3');
  throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
}

const oauthError = (error: string, description: string) => new OAuthError(error, description);

/** Providers whose ID tokens GoTrue accepts, with their fixed issuers. */
const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const isAzureIssuer = (iss: string) => iss.startsWith('https://login.microsoftonline.com/') || iss.startsWith('https://sts.windows.net/');

/** The unverified `iss` of an ID token, as GoTrue reads it to tell Apple and Azure issuers apart. */
function tokenIssuer(idToken: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims?.iss === 'string' ? claims.iss : null;
  } catch {
    return null;
  }
}

function detectedIssuer(idToken: string, name: 'Apple' | 'Azure', isIt: (iss: string) => boolean, given: string): string {
  const iss = tokenIssuer(idToken);
  if (iss === null) throw validation(`Unable to detect issuer in ID token for ${name} provider`);
  if (!isIt(iss)) throw validation(`Detected ID token issuer is not an ${name} ID token issuer`);
  if (given && given !== iss) throw validation('Provided issuer does not match ID token issuer');
  return iss;
}

/**
 * POST /token?grant_type=id_token (signInWithIdToken): the local stack enables no OAuth/OIDC
 * provider, so every known provider answers "not enabled" and any other issuer "not allowed".
 */
export async function idTokenGrant(call: AuthCall): Promise<never> {
  const body = await readJson(call.req);
  const idToken = str(body, 'id_token') ?? '';
  const provider = str(body, 'provider') ?? '';
  const issuer = str(body, 'issuer') ?? '';
  const clientId = str(body, 'client_id') ?? '';
  if (!idToken) throw oauthError('invalid request', 'id_token required');
  if (!provider && (!clientId || !issuer)) throw oauthError('invalid request', 'provider or client_id and issuer required');
  let iss: string;
  if (provider === 'apple' || APPLE_ISSUERS.includes(issuer)) {
    iss = detectedIssuer(idToken, 'Apple', (i) => APPLE_ISSUERS.includes(i), issuer);
  } else if (provider === 'azure' || isAzureIssuer(issuer)) {
    iss = detectedIssuer(idToken, 'Azure', isAzureIssuer, issuer);
  } else {
    const known = Object.entries(ISSUERS).find(([name, i]) => provider === name || issuer === i);
    if (known) iss = known[1];
    else if (provider === 'keycloak') iss = '';
    else if (provider.startsWith('custom:')) throw validation('Custom OAuth providers are disabled');
    else throw validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
  }
  throw badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(iss)}) is not enabled`);
}

/**
 * [auth.email] enable_signup = false turns the whole e-mail provider off, as the CLI maps it
 * (GOTRUE_EXTERNAL_EMAIL_ENABLED): GoTrue answers 400 on /signup and /recover, 422 on password
 * and magic-link sign-in.
 */
export function requireEmailProvider(config: StackConfig, kind: 'signup' | 'recover' | 'login') {
  if (config.emailProviderEnabled) return;
  if (kind === 'signup') throw badRequest('email_provider_disabled', 'Email signups are disabled');
  if (kind === 'recover') throw badRequest('email_provider_disabled', 'Email logins are disabled');
  throw unprocessable('email_provider_disabled', 'Email logins are disabled');
}

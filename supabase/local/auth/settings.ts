// Public descriptive endpoints: GET /settings, GET /health, GET /.well-known/jwks.json.
import { jwks } from '../keys';
import type { AuthCall } from './call';
import { sendAuthJson } from './errors';

export const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin_oidc',
  'notion',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
];

export function settings(call: AuthCall) {
  const { config } = call.stack;
  const external: Record<string, boolean> = Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, false]));
  Object.assign(external, {
    anonymous_users: config.enableAnonymousSignIns,
    email: config.emailProviderEnabled,
    phone: config.sms.enableSignup,
  });
  sendAuthJson(call.res, 200, {
    external,
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.enableConfirmations,
    phone_autoconfirm: !config.sms.enableConfirmations,
    sms_provider: config.sms.provider,
    saml_enabled: false,
  });
}

export function health(call: AuthCall) {
  sendAuthJson(call.res, 200, {
    version: 'supabase-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

export function jwksEndpoint(call: AuthCall) {
  // The public half of the ES256 signing key only; the HS256 secret is never published.
  sendAuthJson(call.res, 200, jwks(call.stack.keys), { 'Cache-Control': 'public, max-age=600' });
}

// The route table carries the guards, as GoTrue's router does: every admin endpoint behind the
// admin guard, the user endpoints behind the user guard, nothing else guarded.
import { match, ROUTES } from './routes';

const entries = Object.entries(ROUTES).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, route]) => ({ path, method, guard: route!.guard, limit: route!.limit })),
);

describe('the auth route table', () => {
  it('puts every admin endpoint behind the admin guard', () => {
    const admin = entries.filter((e) => e.path.startsWith('/admin/') || e.path === '/invite');
    expect(admin.length).toBeGreaterThanOrEqual(7);
    for (const e of admin) expect(`${e.method} ${e.path} ${e.guard}`).toBe(`${e.method} ${e.path} admin`);
  });

  it('puts /user, /logout, /reauthenticate and /factors behind the user guard, and nothing else', () => {
    const guarded = entries.filter((e) => e.guard === 'user').map((e) => `${e.method} ${e.path}`);
    expect(guarded.sort()).toEqual([
      'DELETE /factors/{factorId}',
      'GET /reauthenticate',
      'GET /user',
      'POST /factors',
      'POST /factors/{factorId}/challenge',
      'POST /factors/{factorId}/verify',
      'POST /logout',
      'PUT /user',
    ]);
  });

  it('limits PUT /user and MFA challenges and verifications after their guard, and the code and link endpoints without one', () => {
    const limited = entries.filter((e) => e.limit).map((e) => `${e.method} ${e.path} ${e.guard} ${e.limit}`);
    expect(limited.sort()).toEqual([
      'GET /verify none tokenVerifications',
      'POST /factors/{factorId}/challenge user mfaChallenges',
      'POST /factors/{factorId}/verify user mfaVerifications',
      'POST /otp none signInSignUps',
      'POST /recover none signInSignUps',
      'POST /resend none signInSignUps',
      'POST /verify none tokenVerifications',
      'PUT /user user signInSignUps',
    ]);
  });

  it('matches parameters in one segment, decoded', () => {
    expect(match('/admin/users/a%20b')?.params).toEqual({ id: 'a b' });
    expect(match('/admin/users/')).toBeNull();
    expect(match('/admin/users/x/factors')?.params).toEqual({ id: 'x' });
    expect(match('/admin/users/x/factors/y')?.params).toEqual({ id: 'x', factorId: 'y' });
    expect(match('/admin/users/x/identities')).toBeNull();
    expect(match('/admin/users/%E0%A4%A')).toBeNull();
    expect(match('/user')?.params).toEqual({});
  });
});

import { isActiveEntry, isOwnProfileQuery } from './active-entry';

const VIEWER = '0b6f1c2a-7d1e-4c3b-9a55-3f0e2d1c4b5a';
const OTHER = 'f3a9e8d7-1c2b-4a5e-8f6d-7e8f9a0b1c2d';
const query = (search: string) => new URLSearchParams(search);

describe('isOwnProfileQuery', () => {
  it("is the viewer's own profile without an id, with an empty one, or with the viewer's id", () => {
    expect(isOwnProfileQuery(query(''), VIEWER)).toBe(true);
    expect(isOwnProfileQuery(null, VIEWER)).toBe(true);
    expect(isOwnProfileQuery(query('id='), VIEWER)).toBe(true);
    expect(isOwnProfileQuery(query(`id=${VIEWER}`), VIEWER)).toBe(true);
    expect(isOwnProfileQuery(query(`id=${VIEWER.toUpperCase()}`), VIEWER)).toBe(true);
  });

  it("is someone else's profile with another id, even a malformed one", () => {
    expect(isOwnProfileQuery(query(`id=${OTHER}`), VIEWER)).toBe(false);
    expect(isOwnProfileQuery(query('id=nao-existe'), VIEWER)).toBe(false);
    // The page reads the first id when several are given.
    expect(isOwnProfileQuery(query(`id=${OTHER}&id=${VIEWER}`), VIEWER)).toBe(false);
  });
});

describe('isActiveEntry', () => {
  it("marks 'Meu perfil' on one's own profile only", () => {
    expect(isActiveEntry('/profile-user', '/profile-user', query(''), VIEWER)).toBe(true);
    expect(isActiveEntry('/profile-user', '/profile-user', query(`id=${VIEWER}`), VIEWER)).toBe(true);
    expect(isActiveEntry('/profile-user', '/profile-user', query(`id=${OTHER}`), VIEWER)).toBe(false);
  });

  it('marks other entries by path, whatever the query', () => {
    expect(isActiveEntry('/feed', '/feed', query(`id=${OTHER}`), VIEWER)).toBe(true);
    expect(isActiveEntry('/jobs/edit', '/jobs/edit/42', query(''), VIEWER)).toBe(true);
    expect(isActiveEntry('/profile', '/profile-user', query(''), VIEWER)).toBe(false);
    expect(isActiveEntry('/feed', '/chat', null, VIEWER)).toBe(false);
  });
});

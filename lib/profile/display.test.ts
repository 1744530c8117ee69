import { avatarInitial } from './display';

describe('avatarInitial', () => {
  it('takes the first letter of the full name, upper-cased', () => {
    expect(avatarInitial('Carla Mendes')).toBe('C');
    expect(avatarInitial('  ágata souza')).toBe('Á');
    expect(avatarInitial('"Zé" Pereira')).toBe('Z');
  });
  it("falls back to 'U'", () => {
    expect(avatarInitial(null)).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
    expect(avatarInitial('   ')).toBe('U');
    expect(avatarInitial('🙂')).toBe('U');
  });
});

import { hasUnsavedChanges, isLeaving, leaveWithoutAsking, setUnsaved, subscribeUnsavedChanges } from './unsaved-changes';

describe('the unsaved-changes store', () => {
  it('is dirty while any form is, tells its listeners only on a change, and forgets everything when leaving', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeUnsavedChanges(listener);
    expect(hasUnsavedChanges()).toBe(false);
    setUnsaved('perfil', true);
    setUnsaved('perfil', true);
    setUnsaved('senha', true);
    expect(listener).toHaveBeenCalledTimes(2);
    setUnsaved('perfil', false);
    expect(hasUnsavedChanges()).toBe(true);
    leaveWithoutAsking();
    expect(hasUnsavedChanges()).toBe(false);
    expect(isLeaving()).toBe(true);
    // The next edit (on the next page) is guarded again.
    setUnsaved('outra', true);
    expect(isLeaving()).toBe(false);
    expect(hasUnsavedChanges()).toBe(true);
    setUnsaved('outra', false);
    unsubscribe();
    setUnsaved('x', true);
    expect(listener).toHaveBeenCalledTimes(6);
    setUnsaved('x', false);
  });
});

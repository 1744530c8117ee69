// Tells the tab-wide SIGNED_OUT listener that a component of this tab already navigates after a
// sign-out it started, so the listener does not race it with a plain '/login'.
let claimed = false;

/** Claims the navigation that follows SIGNED_OUT; returns the function that gives it back. */
export function claimSignOutNavigation(): () => void {
  claimed = true;
  return () => {
    claimed = false;
  };
}

export function isSignOutNavigationClaimed(): boolean {
  return claimed;
}

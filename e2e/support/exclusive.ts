// Tests that change what every other test sees (the permission table, the current terms, the site
// images, the taxonomies, broadcasts, the seeded disputes and reviews) or that count exactly what
// the demo accounts receive. `npm run test:e2e` (scripts/run-e2e.ts) runs the other journeys on two
// workers at once, then these alone, one at a time, on a fresh stack.
export const EXCLUSIVE_TAG = '@exclusive';
export const EXCLUSIVE = { tag: EXCLUSIVE_TAG };

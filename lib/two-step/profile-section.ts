// Where /profile keeps two-step verification: the section's id, which is also its URL hash.
import { ROUTES } from '@/lib/routes';

export const TWO_STEP_SECTION = 'duas-etapas';

/** /profile opened on the two-step section (the administrators' notice links here). */
export const TWO_STEP_SETTINGS_PATH = `${ROUTES.profileEditor}#${TWO_STEP_SECTION}`;

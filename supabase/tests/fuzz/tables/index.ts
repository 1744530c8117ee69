// Every fuzz table, for the completeness check.
import type { ModuleTargets } from '../support/targets';
import { ADMIN_TARGETS } from './admin';
import { HIRING_TARGETS } from './hiring';
import { JOBS_TARGETS } from './jobs';
import { PROFILE_TARGETS } from './profile';
import { SOCIAL_TARGETS } from './social';

export const ALL_TARGETS: readonly ModuleTargets[] = [
  ...ADMIN_TARGETS,
  ...HIRING_TARGETS,
  ...JOBS_TARGETS,
  ...PROFILE_TARGETS,
  ...SOCIAL_TARGETS,
];

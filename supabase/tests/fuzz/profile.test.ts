// Fuzzing the profile and onboarding actions (docs/architecture/quality.md, "Fuzzing").
import { fuzzModules } from './support/run-targets';
import { PROFILE_TARGETS } from './tables/profile';

jest.mock('next/headers', () => jest.requireActual('./support/next-mocks').headersModule);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./support/next-mocks').cacheOverrides }));

fuzzModules(PROFILE_TARGETS);

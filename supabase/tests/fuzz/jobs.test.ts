// Fuzzing the jobs actions (docs/architecture/quality.md, "Fuzzing").
import { fuzzModules } from './support/run-targets';
import { JOBS_TARGETS } from './tables/jobs';

jest.mock('next/headers', () => jest.requireActual('./support/next-mocks').headersModule);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./support/next-mocks').cacheOverrides }));

fuzzModules(JOBS_TARGETS);

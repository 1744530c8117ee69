// Fuzzing the administrators' actions (docs/architecture/quality.md, "Fuzzing").
import { fuzzModules } from './support/run-targets';
import { ADMIN_TARGETS } from './tables/admin';

jest.mock('next/headers', () => jest.requireActual('./support/next-mocks').headersModule);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./support/next-mocks').cacheOverrides }));

fuzzModules(ADMIN_TARGETS);

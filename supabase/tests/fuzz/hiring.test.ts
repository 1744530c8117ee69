// Fuzzing the hiring actions (docs/architecture/quality.md, "Fuzzing").
import { fuzzModules } from './support/run-targets';
import { HIRING_TARGETS } from './tables/hiring';

jest.mock('next/headers', () => jest.requireActual('./support/next-mocks').headersModule);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./support/next-mocks').cacheOverrides }));

fuzzModules(HIRING_TARGETS);

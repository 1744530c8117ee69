// Fuzzing the feed, chat and sign-up helper actions (docs/architecture/quality.md, "Fuzzing").
import { fuzzModules } from './support/run-targets';
import { SOCIAL_TARGETS } from './tables/social';

jest.mock('next/headers', () => jest.requireActual('./support/next-mocks').headersModule);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./support/next-mocks').cacheOverrides }));

fuzzModules(SOCIAL_TARGETS);

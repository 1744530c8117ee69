// `npm run test:jest`: both Jest projects at once, each in one process and one suite at a time.
// `db` (jest.config.js: one local stack, suites that mostly wait on it) streams its output; `unit`
// (pure modules, all CPU) runs meanwhile on the other core, and its report is printed after
// (scripts/side-by-side.ts). Arguments go to both (e.g. a path pattern).
import { bin, sideBySide } from './side-by-side';

const extra = process.argv.slice(2);
const jest = (project: string) => ({ name: project, command: bin('jest'), args: ['--selectProjects', project, '--runInBand', ...extra] });

void sideBySide(jest('db'), [jest('unit')]);

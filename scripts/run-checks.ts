// The first half of `npm test`: the `db` Jest project (streamed; it waits on the local stack most of
// the time) and, beside it on the other core, the format, lint and type checks and the `unit` Jest
// project, their reports printed after (scripts/side-by-side.ts). The commands are package.json's.
import { sideBySide } from './side-by-side';

const npmRun = (script: string) => ({ name: script, command: 'npm', args: ['run', script] });

void sideBySide(npmRun('test:db'), [npmRun('format:check'), npmRun('lint'), npmRun('typecheck'), npmRun('test:unit')]);

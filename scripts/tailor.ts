/**
 * `npm run tailor -- RESUME_FILE JOB_FILE [--out OUT.html]`: Magic CV's offline tailoring from
 * the command line. Prints one JSON object (job, score before and after, matched and missing
 * keywords, what the honesty check removed, the HTML path); errors: stderr and exit code 1.
 */
import { runCli } from './cli/run-cli';
import { tailorCommand } from './cli/tailor-command';

void runCli('tailor', (argv) => tailorCommand(argv, new Date()));

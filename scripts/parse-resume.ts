/**
 * `npm run parse-resume -- FILE`: what the ATS Resume Checker reads from a resume, as one JSON
 * object on stdout (name, contact, employers, titles, schools, degrees, skills, the full
 * structured resume, the layout facts and the time taken). Errors: stderr and exit code 1.
 */
import { parseResumeCommand } from './cli/parse-resume-command';
import { runCli } from './cli/run-cli';

void runCli('parse-resume', parseResumeCommand);

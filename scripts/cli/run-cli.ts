/**
 * The shared shell of the command-line twins: print one JSON object on stdout, or a message
 * on stderr and exit code 1. A CliError is a user mistake (message only); anything else is a
 * bug and keeps its stack.
 */
import { CliError } from './read-input';

export async function runCli(name: string, main: (argv: string[]) => Promise<unknown>): Promise<void> {
  try {
    const out = await main(process.argv.slice(2));
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    process.exitCode = 0;
  } catch (e) {
    if (e instanceof CliError) console.error(`${name}: ${e.message}`);
    else console.error(`${name} failed:`, e);
    process.exitCode = 1;
  }
}

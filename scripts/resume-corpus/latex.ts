/**
 * LaTeX -> PDF with the system pdflatex, in a throwaway directory. `runs`
 * > 1 settles what the .aux carries (page totals, longtable widths).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function renderLatex(tex: string, pdflatex = '/usr/bin/pdflatex', runs = 1): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-tex-'));
  try {
    fs.writeFileSync(path.join(dir, 'resume.tex'), tex);
    // batchmode keeps the log out of the terminal.
    for (let run = 0; run < runs; run++) {
      execFileSync(pdflatex, ['-interaction=batchmode', '-halt-on-error', 'resume.tex'], {
        cwd: dir,
        stdio: 'ignore',
        timeout: 60_000,
      });
    }
    return new Uint8Array(fs.readFileSync(path.join(dir, 'resume.pdf')));
  } catch (e) {
    const log = path.join(dir, 'resume.log');
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-1500) : '';
    throw new Error(`pdflatex failed\n${tail}`, { cause: e });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

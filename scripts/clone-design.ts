/**
 * `npm run clone-design -- IMAGE RESUME [--out OUT.pdf] [--photo PHOTO]`: draws RESUME in the
 * design of IMAGE (a PNG or JPEG of a resume), writes the PDF and prints one JSON object: the
 * design tokens read from the image and what the PDF's text kept of the resume. Needs Chromium
 * (`bash scripts/ensure-chromium`) and pdftotext (`bash scripts/ensure-poppler`).
 */
import { cloneDesignCommand } from './cli/clone-design-command';
import { runCli } from './cli/run-cli';

void runCli('clone-design', cloneDesignCommand);

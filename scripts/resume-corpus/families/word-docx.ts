/**
 * Word resumes as .docx files, written by the `docx` npm package (word-layout.ts) and read as they
 * are: the family tests a reader on WordprocessingML it was never tuned on.
 */
import { Packer } from 'docx';
import { eachDocument, type Family } from './family';
import { wordResume } from './word-layout';

export const wordDocxFamily: Family = {
  id: 'word-docx',
  renderer: 'docx@9 npm package, .docx',
  count: 100,
  // Every 10th (ten documents), to make room for theme-colophon under 30 MB.
  subsetEvery: 10,
  render: (inputs, ctx) =>
    eachDocument(inputs, async (input) => {
      const { document, expected, covers } = wordResume(input, ctx.vocab.languages[input.person.language]);
      return { id: input.person.id, ext: 'docx', bytes: await Packer.toBuffer(document), expected, covers };
    }),
};

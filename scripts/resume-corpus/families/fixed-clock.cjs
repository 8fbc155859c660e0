// Preloaded into HackMyResume (fresh-themes.ts): a theme that prints today's month for a role still
// held prints the corpus's today instead (CORPUS_NOW, "YYYY-M"), so the corpus never changes.
const [year, month] = (process.env.CORPUS_NOW ?? '').split('-').map(Number);
if (!year || !month) throw new Error('fixed-clock.cjs needs CORPUS_NOW=YYYY-M');
const NOW = Date.UTC(year, month - 1, 15, 12);
const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...args) {
    super(...(args.length ? args : [NOW]));
  }
  static now() {
    return NOW;
  }
}
globalThis.Date = FixedDate;

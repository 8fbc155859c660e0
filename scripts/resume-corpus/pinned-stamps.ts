/**
 * A PDF with the stamps of the run that made it set to fixed ones of the same length, so that its
 * offsets hold and a rebuild writes the same bytes. wkhtmltopdf, ConTeXt and LibreOffice write the
 * time of the run (the creation and modification dates, the metadata's dates, ConTeXt's job time)
 * and IDs and checksums drawn at random or from that time, whatever SOURCE_DATE_EPOCH says. The fixed moment is
 * SOURCE_DATE_EPOCH's (1700000000, 2023-11-14 22:13:20 UTC), which the other renderers honour.
 */
const ZEROS = '0'.repeat(32);

export function pinnedStamps(pdf: Uint8Array): Uint8Array {
  const pinned = Buffer.from(pdf)
    .toString('latin1')
    .replace(/(\/(?:CreationDate|ModDate) ?\(D:)\d{14}/g, '$120231114221320')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/g, '2023-11-14T22:13:20')
    .replace(/(ConTeXt\.Time[ (>]+)\d{4}-\d\d-\d\d \d\d:\d\d/g, '$12023-11-14 22:13')
    .replace(/uuid:[0-9a-f-]{36}/g, 'uuid:00000000-0000-0000-0000-000000000000')
    .replace(/(\/ID ?\[ ?<)[0-9A-Fa-f]{32}(>\s*<)[0-9A-Fa-f]{32}(> ?\])/g, `$1${ZEROS}$2${ZEROS}$3`)
    .replace(/\/DocChecksum \/[0-9A-F]{32}/g, `/DocChecksum /${ZEROS}`);
  return new Uint8Array(Buffer.from(pinned, 'latin1'));
}

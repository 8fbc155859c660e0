/**
 * The codes a place is written with after a town ("Austin, TX", "Montreal, QC", "Penrith, NSW"):
 * US states and DC, Canada's provinces and territories, Australia's states and territories. Under
 * a header that already named the employer, "QC" alone says where.
 */
const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
const CANADIAN_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT';
const AUSTRALIAN_STATES = 'NSW VIC QLD TAS ACT';

const US = new Set(US_STATES.split(' '));
const ALL = new Set([US_STATES, CANADIAN_PROVINCES, AUSTRALIAN_STATES].join(' ').split(' '));

/** "MD", "TX": a US state's code (as written, in capitals). */
export const isUsStateCode = (text: string): boolean => US.has(text.trim());

/** "QC", "TX", "NSW": a state's, province's or territory's code (as written, in capitals). */
export const isRegionCode = (text: string): boolean => ALL.has(text.trim());

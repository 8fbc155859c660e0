/**
 * Job-title and organisation words of Italian, Dutch and Polish resumes, accent-folded and
 * lower-cased like the other lists (Polish "ł" is dropped by the word splitter, so words are
 * written without it only where they carry none).
 */

export const IT_NL_PL_TITLE_WORDS = // Italian
  (
    'infermiera infermiere coordinatrice coordinatore ingegnere sviluppatore sviluppatrice programmatore ' +
    'programmatrice direttore direttrice impiegato impiegata consulente insegnante docente avvocato avvocata ' +
    'commesso commessa cameriere cameriera cuoco magazziniere operaio operaia autista contabile ragioniere ' +
    'tirocinante stagista addetto addetta educatrice educatore ricercatore ricercatrice farmacista progettista ' +
    // Dutch
    'advocaat advocate jurist medewerker medewerkster adviseur ontwikkelaar verpleegkundige docent leraar ' +
    'lerares beheerder eigenaar monteur chauffeur kok verkoper verkoopster boekhouder onderzoeker ' +
    'projectleider teamleider stagiair ' +
    // Polish
    'kierowca magazynier kierownik specjalista specjalistka inzynier programista programistka analityk ' +
    'ksiegowa ksiegowy kasjer kasjerka sprzedawca pielegniarka nauczyciel nauczycielka lekarz asystent ' +
    'asystentka konsultant doradca prezes dyrektor stazysta praktykant mechanik elektryk'
  ).split(' ');

/** Dutch compounds: "Bedrijfsjurist", "Verkoopmedewerker", "Softwareontwikkelaar". */
export const DUTCH_TITLE_RE =
  /^\p{L}{3,}(?:jurist|medewerker|medewerkster|adviseur|ontwikkelaar|verpleegkundige|beheerder|leider|advocaat)$/u;

export const IT_NL_PL_COMPANY_WORDS = (
  'ospedale fondazione azienda universita istituto policlinico comune banca gruppo ' +
  'advocaten universiteit hogeschool ziekenhuis gemeente ministerie stichting ' +
  'uniwersytet politechnika szpital'
).split(' ');

/**
 * Legal forms, matched with their case: "Ahold Delhaize N.V.", "Raben Sp. z o.o." or "sp. z o.o.",
 * "Eni S.p.A.", "Impianti Elettrici Bruno S.r.l.", "Trattoria da Gigi S.n.c.", "Rossi & C. S.a.s.".
 */
export const IT_NL_PL_COMPANY_FORM_RE =
  /(?:^|[\s,])(?:N\.\s?V\.|B\.\s?V\.|NV|BV|[Ss]p\.\s?z\s?o\.\s?o\.|S\.p\.A\.|SpA|S\.\s?r\.\s?l\.?|Srl|S\.\s?n\.\s?c\.?|Snc|S\.\s?a\.\s?s\.?)(?=$|[\s,.)])/;

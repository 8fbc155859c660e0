/**
 * Job-title, company and place words of Spanish, German, French and Portuguese resumes,
 * accent-folded and lower-cased like the English lists in entry-fields.ts.
 */

export const I18N_TITLE_WORDS = (
  'ingeniero ingeniera desarrollador desarrolladora programador programadora analista gerente jefe jefa ' +
  'directora consultor consultora coordinador coordinadora tecnico tecnica asistente auxiliar ' +
  'becario becaria practicante pasante vendedor vendedora profesor profesora enfermero enfermera contador ' +
  'contadora disenador disenadora administrador administradora investigador investigadora especialista ' +
  'responsable arquitecto supervisora fundador fundadora cientifico ' +
  'ingenieur entwickler entwicklerin berater beraterin leiter leiterin referent referentin sachbearbeiter ' +
  'sachbearbeiterin mitarbeiter mitarbeiterin assistent assistentin praktikant praktikantin werkstudent ' +
  'werkstudentin techniker lehrer lehrerin buchhalter spezialist architekt geschaftsfuhrer krankenpfleger ' +
  'konstrukteur konstrukteurin ingenieurin ' +
  // Apprenticeships: "Kauffrau EFZ (Lehre)", "Ausbildung zur Industriekauffrau", "Apprenti cuisinier".
  'kaufmann kauffrau ausbildung lehre lehrling azubi auszubildende auszubildender apprenti apprentie ' +
  'aprendiz ' +
  'developpeur developpeuse directeur directrice stagiaire gestionnaire analyste technicien technicienne ' +
  'conseiller conseillere comptable infirmier infirmiere professeur architecte ingenieure alternant ' +
  'engenheiro engenheira desenvolvedor desenvolvedora diretor diretora coordenador coordenadora estagiario ' +
  'estagiaria assistente cientista pesquisador pesquisadora enfermeiro arquiteto responsavel'
).split(' ');

/** German compounds: "Softwareentwickler", "Projektleiterin", "Vertriebsmitarbeiter". */
export const GERMAN_TITLE_RE =
  /^\p{L}{3,}(?:entwickler|ingenieur|leiter|berater|referent|manager|analyst|architekt|techniker|kaufmann|kauffrau|assistent|spezialist|mitarbeiter|administrator|designer|consultant)(?:in)?$/u;

export const I18N_COMPANY_WORDS = (
  'grupo banco empresa universidad universidade universitat universite hochschule klinikum stiftung ' +
  'ministerio ministere consultoria consultores soluciones solucoes tecnologia tecnologias sistemas ' +
  'servicios servicos industrias laboratorios groupe societe banque limitada'
).split(' ');

/** Legal forms, matched with their case: "Telefónica S.A.", "Siemens AG", "Natura Ltda.". */
export const COMPANY_FORM_RE =
  /(?:^|[\s,])(?:S\.\s?A\.?|SA|S\.\s?L\.?U?\.?|SL|SLU|S\.\s?R\.\s?L\.?|SRL|S\/A|Ltda\.?|GmbH|AG|KG|SE|SARL|SAS|e\.\s?V\.)(?=$|[\s,.)])/;

/**
 * Nordic legal forms, only where they close a name ("Sandvik AB", "Equinor ASA", "Nokia Oyj",
 * "Mærsk A/S"): within a line "KB" and "AB" are other words ("45 KB articles", "AB testing").
 */
export const NORDIC_FORM_RE = /\s(?:AB|KB|HB|ASA|Oyj?|ApS|A\/S)\.?$/;

export const I18N_PLACES =
  'deutschland|espana|francia|frankreich|brasil|alemania|alemanha|allemagne|espagne|espanha|osterreich|' +
  'austria|schweiz|suisse|suiza|belgique|belgica|italia|italie|reino unido|royaume-uni|estados unidos|' +
  'etats-unis|peru|uruguay|venezuela|ecuador|bayern|catalunya|cataluna|andalucia|ile-de-france|' +
  // Mexico's and Brazil's largest states, which resumes name after the town.
  'nuevo leon|jalisco|ciudad de mexico|cdmx|estado de mexico|queretaro|guanajuato|puebla|chihuahua|' +
  'coahuila|sonora|baja california|yucatan|veracruz|sao paulo|rio de janeiro|minas gerais|parana|' +
  'rio grande do sul|santa catarina|bahia|pernambuco';

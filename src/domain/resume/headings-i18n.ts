/**
 * Section headings in Spanish, German, French and Portuguese, accent-folded and lower-cased
 * (headings.ts folds the line the same way before looking it up). Kept apart from the English
 * list so each language can grow without crowding headings.ts.
 */
import type { SectionKind } from './headings';

export const I18N_HEADINGS: [SectionKind, string][] = [
  [
    'contact',
    'datos personales|datos de contacto|informacion personal|informacion de contacto|contacto|' +
      'personliche daten|personliche angaben|kontakt|kontaktdaten|coordonnees|informations personnelles|' +
      'contact|dados pessoais|contato|contatos|informacoes pessoais|informacoes de contato',
  ],
  [
    'summary',
    'perfil|perfil profesional|perfil profissional|resumen|resumen profesional|sobre mi|acerca de mi|' +
      'objetivo|objetivo profesional|objetivo profissional|extracto|profil|kurzprofil|zusammenfassung|' +
      'uber mich|berufsprofil|profil professionnel|a propos|a propos de moi|objectif|objectif professionnel|' +
      'resume professionnel|resumo|resumo profissional|sobre mim|apresentacao',
  ],
  [
    'experience',
    'experiencia|experiencia laboral|experiencia profesional|historial laboral|trayectoria profesional|' +
      'berufserfahrung|berufliche erfahrung|beruflicher werdegang|werdegang|berufspraxis|praktika|' +
      'praktische erfahrung|experience professionnelle|experiences professionnelles|experiences|' +
      'parcours professionnel|stages|experiencia profissional|experiencias profissionais|experiencias|' +
      'historico profissional|arbeitserfahrung|arbeitserfahrungen|berufliche laufbahn',
  ],
  [
    'education',
    'educacion|formacion|formacion academica|estudios|educacion y formacion|ausbildung|bildungsweg|' +
      'studium|schulbildung|akademischer werdegang|bildung|hochschulbildung|formation|education|' +
      'formation academique|diplomes|etudes|diplomes et formations|formacao|formacao academica|educacao|' +
      'escolaridade|formacao academica e complementar',
  ],
  [
    'skills',
    'habilidades|competencias|aptitudes|conocimientos|habilidades tecnicas|competencias tecnicas|' +
      'conocimientos tecnicos|kenntnisse|fahigkeiten|kompetenzen|it-kenntnisse|edv-kenntnisse|fachkenntnisse|' +
      'technische fahigkeiten|fahigkeiten und kenntnisse|kenntnisse und fahigkeiten|competences|' +
      'competences techniques|savoir-faire|competencias tecnicas|conhecimentos|habilidades e competencias|' +
      'herramientas|herramientas y competencias|competencias y herramientas|outils|outils et competences|ferramentas',
  ],
  ['projects', 'proyectos|projekte|projets|projetos|proyectos destacados|projets personnels'],
  [
    'certifications',
    'certificaciones|certificados|zertifikate|zertifizierungen|weiterbildungen|weiterbildung|' +
      'certifications|certificacoes|certificats',
  ],
  [
    'other',
    'languages known|idiomas|sprachen|sprachkenntnisse|langues|langues etrangeres|intereses|aficiones|hobbys|interessen|' +
      "centres d'interet|loisirs|interesses|referencias|referenzen|premios|auszeichnungen|" +
      'prix|premios e reconhecimentos|voluntariado|ehrenamt|benevolat|publicaciones|' +
      'publikationen|publicacoes|cursos|kurse|informacion adicional|sonstiges|informations complementaires|' +
      'informacoes adicionais|otros|divers|premios y exposiciones|exposiciones|premios y reconocimientos|' +
      'reconocimientos|concours et distinctions|distinctions|prix et distinctions|concours',
  ],
];

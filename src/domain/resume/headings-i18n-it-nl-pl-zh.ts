/**
 * Section headings in Italian, Dutch, Polish and Chinese, accent-folded and lower-cased like
 * headings-i18n.ts (Polish "ł" does not fold and is written as is). headings.ts adds them to the
 * same lookup, so "Esperienza professionale", "Werkervaring", "DOŚWIADCZENIE ZAWODOWE" and
 * "工作经历" each open an experience section.
 */
import type { SectionKind } from './headings';

export const MORE_I18N_HEADINGS: [SectionKind, string][] = [
  [
    'contact',
    'contatti|contatto|dati personali|informazioni personali|recapiti|' +
      'personalia|persoonlijke gegevens|contactgegevens|gegevens|' +
      'dane kontaktowe|dane osobowe|kontakt|' +
      '个人信息|联系方式|基本信息',
  ],
  [
    'summary',
    'profilo|profilo professionale|sommario|riepilogo|obiettivo|obiettivo professionale|chi sono|' +
      'profiel|persoonlijk profiel|samenvatting|over mij|doelstelling|' +
      'podsumowanie|podsumowanie zawodowe|profil zawodowy|o mnie|cel zawodowy|' +
      '个人简介|个人总结|自我评价|个人概述',
  ],
  [
    'experience',
    'esperienza|esperienze|esperienza professionale|esperienze professionali|esperienza lavorativa|' +
      'esperienze lavorative|werkervaring|ervaring|loopbaan|arbeidsverleden|werkervaringen|' +
      'doswiadczenie|doswiadczenie zawodowe|przebieg kariery|historia zatrudnienia|' +
      '工作经验|工作经历|实习经历|实习经验',
  ],
  [
    'education',
    'istruzione|istruzione e formazione|formazione|titoli di studio|percorso di studi|' +
      'opleiding|opleidingen|onderwijs|' +
      'wykształcenie|edukacja|' +
      '教育背景|教育经历',
  ],
  [
    'skills',
    'competenze|competenze tecniche|competenze professionali|abilita|capacita e competenze|' +
      'vaardigheden|competenties|kennis en vaardigheden|' +
      'umiejetnosci|kompetencje|umiejetnosci techniczne|' +
      '技能|专业技能|技能特长',
  ],
  ['projects', 'progetti|projecten|projekty|项目经验|项目经历'],
  [
    'certifications',
    'certificazioni|albo e certificazioni|abilitazioni|certificaten|certificeringen|' +
      'certyfikaty|uprawnienia|certyfikaty i uprawnienia|证书|资格证书',
  ],
  [
    'other',
    'lingue|lingue straniere|conoscenze linguistiche|volontariato|interessi|pubblicazioni|premi|' +
      'riconoscimenti|referenze|corsi|talen|cursussen|nevenfuncties|nevenactiviteiten|publicaties|' +
      "hobby's|hobbys|interesses|referenties|vrijwilligerswerk|prijzen|jezyki|jezyki obce|" +
      'zainteresowania|kursy|szkolenia|wolontariat|nagrody|publikacje|referencje|' +
      '语言|语言能力|兴趣爱好|获奖情况|荣誉奖项|发表论文',
  ],
];

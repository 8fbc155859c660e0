/**
 * The standard section names a rebuilt resume uses, in the resume's own language (a Dutch
 * resume keeps "Werkervaring", not "Experience"). Each is a heading the parser reads back as
 * its section (headings.ts and its language lists).
 */
import type { ResumeLanguage } from './resume-language';

export interface SectionNames {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  projects: string;
  certifications: string;
}

export const SECTION_NAMES: Record<ResumeLanguage, SectionNames> = {
  en: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    projects: 'Projects',
    certifications: 'Certifications',
  },
  es: {
    summary: 'Perfil',
    experience: 'Experiencia profesional',
    education: 'Formación',
    skills: 'Habilidades',
    projects: 'Proyectos',
    certifications: 'Certificaciones',
  },
  de: {
    summary: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    projects: 'Projekte',
    certifications: 'Zertifikate',
  },
  fr: {
    summary: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    projects: 'Projets',
    certifications: 'Certifications',
  },
  pt: {
    summary: 'Perfil',
    experience: 'Experiência profissional',
    education: 'Formação',
    skills: 'Competências',
    projects: 'Projetos',
    certifications: 'Certificações',
  },
  it: {
    summary: 'Profilo',
    experience: 'Esperienza professionale',
    education: 'Istruzione e formazione',
    skills: 'Competenze',
    projects: 'Progetti',
    certifications: 'Certificazioni',
  },
  nl: {
    summary: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    projects: 'Projecten',
    certifications: 'Certificaten',
  },
  pl: {
    summary: 'Podsumowanie zawodowe',
    experience: 'Doświadczenie zawodowe',
    education: 'Wykształcenie',
    skills: 'Umiejętności',
    projects: 'Projekty',
    certifications: 'Certyfikaty',
  },
};

import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { parseResume, parseResumeLines } from './parse-resume';

const nameOf = (text: string) => parseResume(text).contact.name;

describe('the name in the header', () => {
  it('is the person, not an honorific or credentials around it', () => {
    expect(nameOf('mr. Pieter van Dijk\npieter@example.nl\nEXPERIENCE\n')).toBe('Pieter van Dijk');
    expect(nameOf('Rosa Alvarez, RN, BSN\nrosa@example.com\n')).toBe('Rosa Alvarez');
    expect(nameOf('Omar Haddad (PhD)\nDATA ENGINEER\nomar@example.com\n')).toBe('Omar Haddad');
  });

  it('is never a residency note or an organisation above it', () => {
    const text = ['Bonn, Germany', 'Permanent Resident', 'Lena Fischer    +49 170 1234567', 'SKILLS', 'Go'];
    expect(nameOf(text.join('\n'))).toBe('Lena Fischer');
    const lab = ['Robotics Lab, Carnegie Institute of Technology', 'Lena Fischer    (412) 555-0188'];
    expect(nameOf(lab.join('\n'))).toBe('Lena Fischer');
  });

  it('is the name before a comma that a job title follows, the job the headline', () => {
    const r = parseResume(
      'Folake Nwachukwu, UX/UI Designer\nfolake@example.com | Lagos, NG\nSUMMARY\nDesigner.',
    );
    expect([r.contact.name, r.headline]).toEqual(['Folake Nwachukwu', 'UX/UI Designer']);
    // A credential or a place after the comma is no job; one word before it is no name.
    expect(nameOf('Rosa Alvarez, RN\nrosa@example.com\n')).toBe('Rosa Alvarez');
    expect(parseResume('Ana Araújo, Campinas\nana@example.com\nSUMMARY\nEngineer.').headline).toBe(null);
    expect(nameOf('Engineering, Senior Project Manager\nrosa@example.com\n')).not.toBe('Engineering');
  });

  it("is the name a page's title gives over it, printed once or twice", () => {
    // pandoc prints an HTML page's title over its body: "Resume of …", "… - Resume" or the name again.
    expect(nameOf('Resume of Günter Wagner\nGünter Wagner\nHR Advisor\ngunter@example.de\n')).toBe(
      'Günter Wagner',
    );
    expect(nameOf('Bram Vos - Resume\nbram@example.nl\n')).toBe('Bram Vos');
    expect(nameOf("Bram Vos's CV\nbram@example.nl\n")).toBe('Bram Vos');
    expect(nameOf('Przemysław Wiśniewska\nPrzemysław Wiśniewska\nProject Engineer\np@example.pl\n')).toBe(
      'Przemysław Wiśniewska',
    );
    const r = parseResume('Joanna Sikora - Truck Driver\nJoanna Sikora\njoanna@example.pl\nSUMMARY\nDriver.');
    expect([r.contact.name, r.headline]).toEqual(['Joanna Sikora', 'Truck Driver']);
    // A name on two lines still joins; "CV" inside a name's word is no title.
    expect(nameOf('MARTINA\nMEDINA\nmartina.medina@example.com\n')).toBe('MARTINA MEDINA');
    expect(nameOf('Lena Ivcv\nlena@example.com\n')).toBe('Lena Ivcv');
  });

  it('follows a document title on the same line', () => {
    expect(nameOf('Curriculum Vitae    Lena Fischer\nlena@example.com\n')).toBe('Lena Fischer');
  });

  it('joins Han characters set one by one, not words a space apart', () => {
    const r = parseResume('李 小 龙\nli@example.cn\n技能\n语言能力 英语\n');
    expect(r.contact.name).toBe('李小龙');
    expect(r.skills.join(' ')).toContain('语言能力 英语');
  });
});

describe("a Europass CV's personal details", () => {
  const europass = (name: string[]) =>
    [
      'Europass Curriculum Vitae',
      'Personal information',
      `Achternaam (-namen) / Voornaam (-namen)    ${name[0]}`,
      ...name.slice(1),
      'Adres(sen)    Utrecht, Utrecht',
      'E-mailadres(sen)    sanne@example.nl',
      'WERKERVARING',
      'Elektricien    2019 - heden',
    ].join('\n');

  it('reads the name from its labelled row, never the title above it, also when it wraps', () => {
    const r = parseResume(europass(['Sanne de Wit']));
    expect(r.contact).toMatchObject({ name: 'Sanne de Wit', location: 'Utrecht, Utrecht' });
    expect(r.contact.email).toBe('sanne@example.nl');
    expect(parseResume(europass(['SANNE', 'DE WIT'])).contact.name).toBe('SANNE DE WIT');
  });

  it('never takes half of a document title set on two lines for the name', () => {
    expect(nameOf('CURRICULUM\nVITAE\nBrenda Gutiérrez\nbgutierrez@gmail.com\n')).toBe('Brenda Gutiérrez');
    expect(nameOf('Curriculum\nVitae\nBRENDA GUTIÉRREZ\nQuerétaro, Querétaro\n')).toBe('BRENDA GUTIÉRREZ');
  });
});

describe('a name set on two lines', () => {
  it('joins the surname line when the e-mail spells it, or after a given name alone', () => {
    const spelt = parseResume(
      'MARTINA\nMEDINA\nResearch Associate\nmartina.medina@hotmail.com\n\nEXPERIENCE\nAnalyst',
    );
    expect(spelt.contact.name).toBe('MARTINA MEDINA');
    const particles = parseResume('INÉS\nLÓPEZ DE LA TORRE\nSenior Physiotherapist\ninesl@gmail.com');
    expect(particles.contact.name).toBe('INÉS LÓPEZ DE LA TORRE');
  });

  it('leaves a town or a job under a whole name alone', () => {
    expect(parseResume('Maria Garcia\nBarcelona\nmaria@x.es').contact.name).toBe('Maria Garcia');
    expect(parseResume('Kamau\nAccountant\nkamau@x.ke').contact.name).toBe('Kamau');
  });
});

describe('contact details listed under another heading', () => {
  it('are read as contact details (a sidebar’s list under "About")', () => {
    const r = parseResume(
      'MATTIA BRUNO\nLONG-HAUL TRUCK DRIVER\nABOUT\nBRUNO.MATTIA@VIRGILIO.IT\n+39 388 691 4384\nIN/MATTIA-BRUNO\nSKILLS\nMANUAL HANDLING',
    );
    expect(r.contact.email).toBe('BRUNO.MATTIA@VIRGILIO.IT');
    expect(r.contact.phone).toBe('+39 388 691 4384');
  });
});

describe('a place beside or over the name', () => {
  it('reads a place set against the name on its line as the place, typeset or not', () => {
    const text = 'Emily Kowalski    Boston, Massachusetts, US\nChef de Partie\nemily@example.com\n';
    expect(parseResume(text).contact).toMatchObject({
      name: 'Emily Kowalski',
      location: 'Boston, Massachusetts, US',
    });
    const typeset = parseResumeLines(toLines(text), { name: 'Emily Kowalski' }).contact;
    expect(typeset).toMatchObject({ name: 'Emily Kowalski', location: 'Boston, Massachusetts, US' });
    expect(parseResume('Andre Wilson    Columbus\nWelder\nandre@example.com\n').contact.location).toBe(
      'Columbus',
    );
  });

  it('reads a town and region over the name as the place, and a town between the name and the headline', () => {
    const over = parseResume(
      'Phoenix, Arizona (US)\nDeShawn Martin\nLead Mechanical Engineer\nd@example.com\n',
    );
    expect(over.contact).toMatchObject({ name: 'DeShawn Martin', location: 'Phoenix, Arizona (US)' });
    const under = parseResume('Mary Brown\nColumbus\nSoftware Developer\nmary@example.com\n');
    expect(under.contact).toMatchObject({ name: 'Mary Brown', location: 'Columbus' });
    expect(under.headline).toBe('Software Developer');
  });

  it('reads a headline set against the name as the headline, not part of the name', () => {
    for (const line of ['Jane Doe    Software Engineer', 'Jane Doe — Software Engineer']) {
      const r = parseResume(`${line}\njane@example.com\n`);
      expect(r.contact.name).toBe('Jane Doe');
      expect(r.headline).toBe('Software Engineer');
    }
  });
});

import type { CorpusCase } from '../types';

// HELD OUT. A plain-text CV pasted from a job board by a Polish-born warehouse shift supervisor in
// Northampton: "Employment History" with "Title", "Company – Town" and "MM/YYYY - MM/YYYY" lines,
// a first job back in Poland, UK qualifications (NVQ, RTITB licences), a Polish technical school,
// "Key Skills" as asterisk bullets, right-to-work and driving-licence lines.
const text = `Piotr Zieliński
Warehouse Shift Supervisor

Address: Northampton, UK
Mobile: 07712 345 678
Email: piotr.zielinski@example.co.uk

PERSONAL PROFILE
Hard-working warehouse supervisor with over 12 years in distribution centres in the UK and Poland. I run night shifts of up to 45 staff, keep picking accuracy high and make sure everyone goes home safe. Settled status in the UK since 2019.

EMPLOYMENT HISTORY

Shift Supervisor
DHL Supply Chain – Northampton
03/2019 - Present
- Supervise a night shift of 35 to 45 operatives and agency staff in a 400,000 sq ft retail distribution centre
- Plan labour against volume forecasts and hit 99.7% picking accuracy for 18 months
- Lead daily safety briefings and accident investigations; lost-time injuries down 60%
- Train new starters on Manhattan WMS, RF scanners and MHE

Process Assistant
Amazon UK Services Ltd – Daventry
06/2016 - 02/2019
- Coordinated inbound receiving for a team of 20 associates
- Tracked rates and quality on the floor and coached associates below target
- Covered as Area Manager during holiday peaks

Warehouse Operative / FLT Driver
Eddie Stobart Logistics – Crick
09/2013 - 05/2016
- Loaded and unloaded trailers with counterbalance and reach trucks
- Picked and packed orders for major supermarket customers

Warehouse Worker
Jeronimo Martins Polska – Poznań, Poland
07/2009 - 07/2013
- Picked fresh and chilled goods for Biedronka stores
- Carried out cycle counts and stock checks

EDUCATION AND QUALIFICATIONS

Northampton College
NVQ Level 3 Diploma in Warehousing and Storage, 2018

Zespół Szkół Ekonomicznych w Poznaniu
Technik Logistyk, 2009

Certificates: RTITB Counterbalance and Reach Truck licences, IOSH Managing Safely (2020), Emergency First Aid at Work (2023)

KEY SKILLS
* Team Supervision
* Shift Planning
* Stock Control
* Manhattan WMS
* SAP EWM
* Health and Safety
* Counterbalance Forklift
* Reach Truck
* Inbound and Outbound Operations
* Root Cause Analysis
* Microsoft Excel

LANGUAGES
Polish - native
English - fluent

Full UK driving licence (Category B)

References available upon request.
`;

export const ukWarehouseTxt: CorpusCase = {
  id: 'uk-txt-warehouse-pl',
  covers: 'HELD OUT: TXT, "Employment History", "MM/YYYY - Present", "Company – Town" lines, Polish name',
  heldOut: true,
  render: 'txt',
  text,
  expected: {
    name: 'Piotr Zieliński',
    email: 'piotr.zielinski@example.co.uk',
    phone: '07712 345 678',
    location: 'Northampton, UK',
    roles: [
      { company: 'DHL Supply Chain', title: 'Shift Supervisor', startDate: '03/2019', endDate: 'Present' },
      {
        company: 'Amazon UK Services Ltd',
        title: 'Process Assistant',
        startDate: '06/2016',
        endDate: '02/2019',
      },
      {
        company: 'Eddie Stobart Logistics',
        title: 'Warehouse Operative / FLT Driver',
        startDate: '09/2013',
        endDate: '05/2016',
      },
      {
        company: 'Jeronimo Martins Polska',
        title: 'Warehouse Worker',
        startDate: '07/2009',
        endDate: '07/2013',
      },
    ],
    schools: [
      { school: 'Northampton College', degree: 'NVQ Level 3 Diploma in Warehousing and Storage' },
      { school: 'Zespół Szkół Ekonomicznych w Poznaniu', degree: 'Technik Logistyk' },
    ],
    skills: [
      'Team Supervision', 'Shift Planning', 'Stock Control', 'Manhattan WMS', 'SAP EWM', 'Health and Safety',
      'Counterbalance Forklift', 'Reach Truck', 'Inbound and Outbound Operations', 'Root Cause Analysis',
      'Microsoft Excel',
    ], // prettier-ignore
  },
};

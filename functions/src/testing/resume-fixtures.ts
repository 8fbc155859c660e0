/**
 * Resume and job fixtures for handler, renderer and bench runs: a long resume (two printed
 * pages), a job description, and a hand-written two-page HTML that does not depend on the
 * domain renderer.
 */
const BULLETS = [
  'Led a team of 6 engineers building route-planning services in TypeScript and Node.js',
  'Cut warehouse dispatch time by 23% by redesigning the event pipeline on PostgreSQL and Kafka',
  'Introduced end-to-end testing with Playwright, lowering production incidents by 40%',
  'Mentored 4 junior developers through code review and pairing sessions',
  'Migrated 30 services from VMs to Docker containers on Kubernetes with zero downtime',
  'Built React dashboards used daily by 300 operations staff',
];

export const LONG_RESUME_TEXT = `Jordan Avery
jordan.avery@example.com | (555) 010-2030 | Denver, CO | https://github.com/javery

SUMMARY
Software engineer with nine years of experience building logistics and retail platforms.

EXPERIENCE
Senior Software Engineer, Northwind Logistics
Jan 2020 - Present | Denver, CO
${BULLETS.map((b) => `- ${b}`).join('\n')}

Software Engineer, Contoso Retail
Jun 2016 - Dec 2019 | Boulder, CO
${BULLETS.slice(0, 5)
  .map((b) => `- ${b.replace('route-planning', 'checkout')}`)
  .join('\n')}

Junior Developer, Fabrikam Studios
Jul 2014 - May 2016 | Austin, TX
${BULLETS.slice(2)
  .map((b) => `- ${b.replace('Kubernetes', 'AWS')}`)
  .join('\n')}

EDUCATION
Bachelor of Science in Computer Science, University of Colorado Boulder
2010 - 2014

SKILLS
TypeScript, JavaScript, Node.js, React, PostgreSQL, Kafka, Docker, Kubernetes, AWS, Playwright, Git

PROJECTS
Open Freight Planner
- An open-source load planner with 1,200 GitHub stars, written in TypeScript

CERTIFICATIONS
AWS Certified Developer - Associate
`;

export const JOB_DESCRIPTION = `Senior Frontend Engineer at Globex Corporation
We are looking for a Senior Frontend Engineer to build the React and TypeScript apps our
logistics customers use every day. Requirements: 5+ years of experience with TypeScript and
React; experience with Node.js and PostgreSQL; testing with Playwright; Docker and Kubernetes
are a plus. You will mentor engineers and work with product managers.`;

/** Hand-written HTML long enough for two Letter pages. */
export function twoPageResumeHtml(): string {
  const job = (title: string, company: string, dates: string) =>
    `<h3>${title}, ${company}</h3><p>${dates}</p><ul>${[...BULLETS, ...BULLETS]
      .map((b) => `<li>${b}</li>`)
      .join('')}</ul>`;
  return `<!DOCTYPE html><html><head><title>Jordan Avery</title>
<style>body{font-family:Arial,Helvetica,sans-serif;font-size:12pt;line-height:1.5;color:#111}h1{font-size:22pt}</style>
</head><body><h1>Jordan Avery</h1><p>jordan.avery@example.com · Denver, CO</p>
<h2>Experience</h2>
${job('Senior Software Engineer', 'Northwind Logistics', 'Jan 2020 - Present')}
${job('Software Engineer', 'Contoso Retail', 'Jun 2016 - Dec 2019')}
${job('Junior Developer', 'Fabrikam Studios', 'Jul 2014 - May 2016')}
<h2>Education</h2><p>Bachelor of Science in Computer Science, University of Colorado Boulder, 2010 - 2014</p>
</body></html>`;
}

/** Board API answers shaped like each ATS's public API, and a stub fetch serving them. */
const REQS = '<ul><li>3+ years of SQL and Python</li><li>Tableau or Power BI dashboards</li></ul>';

export const GREENHOUSE_BODY = {
  jobs: [
    {
      id: 4012,
      title: 'Data Analyst',
      company_name: 'Stripe',
      location: { name: 'Chicago, IL' },
      absolute_url: 'https://boards.greenhouse.io/stripe/jobs/4012',
      first_published: '2025-01-14T09:00:00-05:00',
      updated_at: '2025-01-15T08:00:00-05:00',
      content: `&lt;p&gt;Join our analytics team to help merchants grow.&lt;/p&gt;${REQS.replace(/</g, '&lt;').replace(/>/g, '&gt;')}`,
    },
    {
      id: 4013,
      title: 'Analytics Engineer',
      location: { name: 'Remote' },
      absolute_url: 'https://boards.greenhouse.io/stripe/jobs/4013',
      updated_at: '2025-01-13T12:00:00Z',
      content: `<p>Model our data warehouse in dbt and keep pipelines healthy.</p>${REQS}`,
    },
    {
      id: 4014,
      title: 'No date',
      absolute_url: 'https://boards.greenhouse.io/stripe/jobs/4014',
      content: 'x',
    },
  ],
};

export const LEVER_BODY = [
  {
    id: '7c1e-aa',
    text: 'Registered Nurse',
    categories: { location: 'Los Gatos, CA', team: 'Health' },
    hostedUrl: 'https://jobs.lever.co/netflix/7c1e-aa',
    createdAt: Date.parse('2025-01-14T12:00:00Z'),
    description: '<div>Care for employees at our on-site clinic.</div>',
    lists: [{ text: 'Requirements', content: '<li>Active RN license</li><li>BLS certification</li>' }],
    descriptionPlain: 'Care for employees at our on-site clinic.',
  },
];

export const ASHBY_BODY = {
  jobs: [
    {
      id: 'f3b2',
      title: 'Product Designer',
      location: 'New York, NY',
      jobUrl: 'https://jobs.ashbyhq.com/notion/f3b2',
      publishedAt: '2025-01-15T01:30:00.000+00:00',
      isListed: true,
      descriptionHtml:
        '<p>Design delightful workflows.</p><ul><li>Figma</li><li>Prototyping and user research</li></ul>',
    },
    {
      id: 'hidden',
      title: 'Unlisted',
      jobUrl: 'https://jobs.ashbyhq.com/notion/hidden',
      publishedAt: '2025-01-15T01:30:00.000+00:00',
      isListed: false,
      descriptionPlain: 'An unlisted role that should never be shown to anyone at all.',
    },
  ],
};

export type StubRoutes = Record<string, unknown | number | Error>;

/** Answers by URL prefix: a body (JSON), a status code, or a network error. */
export function stubFetch(routes: StubRoutes): typeof fetch & { urls: string[] } {
  const urls: string[] = [];
  const f = async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    const key = Object.keys(routes).find((k) => url.startsWith(k));
    const answer = key === undefined ? 404 : routes[key];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('nope', { status: answer });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(f as typeof fetch, { urls });
}

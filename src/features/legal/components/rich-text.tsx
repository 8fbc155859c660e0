import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass = 'font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400';

/** Text with `[text](href)` links: app paths through the router, external ones in a new tab. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(<InlineLink key={match.index} label={label} href={href} />);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

function InlineLink({ label, href }: { label: string; href: string }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClass}>
        {label}
      </Link>
    );
  }
  const external = href.startsWith('http');
  return (
    <a
      href={href}
      className={linkClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </a>
  );
}

import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { InfoTopic } from '@/domain/pricing/topics';

/** A 'Learn more' topic: title, description, bullets, optional links, 'Got it!'. */
export function InfoDialog({ topic, onClose }: { topic: InfoTopic | null; onClose: () => void }) {
  return (
    <Dialog open={topic !== null} onClose={onClose} title={topic?.title}>
      {topic && (
        <div className="space-y-4 text-sm">
          <p className="text-slate-600 dark:text-slate-300">{topic.description}</p>
          <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
            {topic.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          {topic.links.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {topic.links.map((link) =>
                link.href.startsWith('/') ? (
                  <Link
                    key={link.href}
                    to={link.href}
                    onClick={onClose}
                    className={buttonClass('outline', 'sm')}
                  >
                    {link.label}
                  </Link>
                ) : (
                  <a
                    key={link.href}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass('outline', 'sm')}
                  >
                    {link.label}
                  </a>
                ),
              )}
            </div>
          )}
          <Button className="w-full" onClick={onClose}>
            Got it!
          </Button>
        </div>
      )}
    </Dialog>
  );
}

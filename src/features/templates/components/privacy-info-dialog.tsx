import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

const linkClass =
  'font-medium text-indigo-600 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400';

/**
 * How the template generator treats what the user gives it (docs/product-rules.md 4.4:
 * 'Privacy Information', 'I Understand'). Its trigger was not specified; the page decides where to
 * open it.
 */
export function PrivacyInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Privacy Information" className="max-w-lg">
      <div className="space-y-3 text-sm text-slate-600 dark:text-slate-300">
        <p>
          <strong className="text-slate-900 dark:text-white">Your resume.</strong> The file is read in your
          browser; only its text is sent to our server to build the new resume.
        </p>
        <p>
          <strong className="text-slate-900 dark:text-white">Your photo.</strong> It is uploaded to a private
          folder only your account can use, and is placed in the resume you generate.
        </p>
        <p>
          <strong className="text-slate-900 dark:text-white">Template images.</strong> An image you upload as
          a template is processed to match its style and then deleted: it is not stored.
        </p>
        <p>
          <strong className="text-slate-900 dark:text-white">Generated PDFs.</strong> Each resume you generate
          is kept in your history so you can download it again. &quot;Download as PDF (No Server)&quot; builds
          the file in your browser without sending anything.
        </p>
        <p>
          Read more in our{' '}
          <Link to={paths.privacyPolicy} className={linkClass} onClick={onClose}>
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to={paths.terms} className={linkClass} onClick={onClose}>
            Terms of Service
          </Link>
          .
        </p>
      </div>
      <Button onClick={onClose} className="mt-5 w-full sm:ml-auto sm:w-auto">
        I Understand
      </Button>
    </Dialog>
  );
}

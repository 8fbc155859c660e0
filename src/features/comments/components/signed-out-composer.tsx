import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { SIGNED_OUT_PLACEHOLDER } from '@/domain/comments';
import { paths } from '@/config/paths';
import { textAreaClass } from './comment-composer';

/** Visitors read comments but cannot post (docs/product-rules.md 10.2): the box is shown, disabled. */
export function SignedOutComposer() {
  return (
    <div className="flex flex-col gap-2">
      <textarea
        aria-label="Write a comment"
        disabled
        placeholder={SIGNED_OUT_PLACEHOLDER}
        className={textAreaClass}
      />
      <div className="flex justify-end">
        <Link to={paths.login} className={buttonClass('outline', 'sm')}>
          Log In
        </Link>
      </div>
    </div>
  );
}

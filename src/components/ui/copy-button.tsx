import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** How long 'Copied!' stays on the button (2 s: docs/product-rules.md 6.6). */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies `text`; the Clipboard API needs a secure context, so an off-screen textarea and
 * execCommand cover plain-http hosts and older browsers.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** A 'Copy' button that reads 'Copied!' for two seconds (or `feedbackMs`) after a successful copy. */
export function CopyButton({
  text,
  label = 'Copy',
  variant = 'outline',
  size = 'sm',
  className,
  feedbackMs = COPY_FEEDBACK_MS,
}: {
  text: string;
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** The download dialogs show 'Copied!' for 1.5 s (docs/product-rules.md 8.1). */
  feedbackMs?: number;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyText(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), feedbackMs);
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button variant={variant} size={size} onClick={copy} className={className}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </Button>
  );
}

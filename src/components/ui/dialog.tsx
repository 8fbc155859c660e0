import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { ModalFrame, ModalTitleBar } from './modal-frame';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; also the dialog's accessible name unless `ariaLabel` is given. */
  title?: ReactNode;
  ariaLabel?: string;
  children: ReactNode;
  /** `center`: modal card; `right`/`left`: slide-in sheet. */
  placement?: 'center' | 'right' | 'left';
  className?: string;
  /** Hide the built-in close (X) button. */
  hideClose?: boolean;
  closeLabel?: string;
}

// A centred card is never taller than the screen (1 rem of backdrop above and below): what does
// not fit scrolls inside it, under a title bar that stays put.
const panel: Record<NonNullable<DialogProps['placement']>, string> = {
  center: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md rounded-2xl',
  right: 'ml-auto h-full w-[85%] max-w-xs animate-[slide-in-right_200ms_ease-out]',
  left: 'mr-auto h-full w-[85%] max-w-xs animate-[slide-in-left_200ms_ease-out]',
};

/**
 * Modal dialog: focus trapped, Escape and backdrop close it, body scroll locked. A centred one
 * fits the screen (a phone's included) and scrolls its content below a sticky title bar.
 */
export function Dialog({
  children,
  placement = 'center',
  className,
  hideClose,
  closeLabel = 'Close',
  ...frame
}: DialogProps) {
  const titleId = useId();
  return (
    <ModalFrame
      {...frame}
      titleId={titleId}
      backdropTestId="dialog-backdrop"
      className="fixed inset-0 z-50 flex"
      panelClassName={cn(
        'relative z-10 flex flex-col overflow-y-auto bg-white p-5 text-slate-900 shadow-2xl',
        'focus:outline-none dark:bg-slate-900 dark:text-slate-100',
        panel[placement],
        className,
      )}
    >
      {(frame.title || !hideClose) && (
        <ModalTitleBar
          titleId={titleId}
          title={frame.title}
          onClose={frame.onClose}
          closeLabel={closeLabel}
          showClose={!hideClose}
          className={cn(
            'mb-3',
            // Sticky offsets count from the panel's content edge: -1.25rem is its padding.
            placement === 'center' &&
              'sticky -top-5 z-10 -mx-5 -mt-5 bg-white px-5 pb-2 pt-5 dark:bg-slate-900',
          )}
        />
      )}
      {children}
    </ModalFrame>
  );
}

import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface SheetProps {
  /** The sheet's heading, which also names the dialog for screen readers. */
  title: ReactNode;
  /** Called when the customer closes it: the close button, Escape, or a tap on the shade around it. */
  onClose: () => void;
  children: ReactNode;
  /** What stays in view under the content however far it scrolls: the price and the sheet's actions. */
  footer?: ReactNode;
}

/**
 * A modal dialog that rises from the bottom of a phone's screen and sits in the middle of a wider
 * one. Open while it is rendered. A native `<dialog>` shown modally: the browser keeps focus inside
 * it, closes it on Escape and hides the page behind it from screen readers; on closing, focus goes
 * back to whatever opened it.
 */
export function Sheet({ title, onClose, children, footer }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const sheet = dialog.current;
    if (!sheet) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!sheet.open) sheet.showModal();
    return () => {
      // Unmounted while open (the customer chose, and the sheet went): focus goes back as a close would send it.
      if (sheet.open) sheet.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A tap on the shade lands on the dialog itself, outside its panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 mt-auto flex max-h-[92dvh] w-full max-w-none flex-col rounded-t-3xl bg-cream-50 p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/50 sm:m-auto sm:max-w-lg sm:rounded-3xl [&:not([open])]:hidden"
    >
      <div className="flex items-start justify-between gap-4 border-b border-ink-900/10 px-5 pt-5 pb-3">
        <h2 id={titleId} className="text-lg font-extrabold">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-ink-700 hover:bg-cream-200"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="min-h-0 grow overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="border-t border-ink-900/10 px-5 py-4">{footer}</div>}
    </dialog>
  );
}

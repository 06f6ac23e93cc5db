import { classNames } from './class-names.ts';

/** A turning ring; decorative, so screen readers get the surrounding text instead. Sized and coloured by `className`. */
export function Spinner({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={classNames('animate-spin motion-reduce:animate-none', className)}>
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="6" />
      <path d="M24 4a20 20 0 0 1 20 20" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

import { Spinner } from './Spinner.tsx';

/** Covers the page while the next screen loads; `label` is what screen readers hear. */
export function LoadingOverlay({ label = 'Loading the page' }: { label?: string }) {
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-cream-100/75">
      <Spinner className="size-14 text-chili-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

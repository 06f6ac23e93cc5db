import { Spinner } from '../ui/Spinner.tsx';

/** Covers the page while the next screen's data loads. */
export function LoadingOverlay() {
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-cream-100/75">
      <Spinner className="size-14 text-chili-700" />
      <span className="sr-only">Loading the page</span>
    </div>
  );
}

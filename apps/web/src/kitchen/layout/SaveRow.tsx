import { Alert, Button } from '@chulo/ui';

/** The foot of a back-office form: its submit button, busy while saving, and beside it what went wrong. */
export function SaveRow({ label, busy, error }: { label: string; busy: boolean; error: string | null | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" variant="small" busy={busy} disabled={busy}>
        {label}
      </Button>
      {error && <Alert size="compact">{error}</Alert>}
    </div>
  );
}

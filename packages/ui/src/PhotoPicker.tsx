import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { buttonClasses } from './button-classes.ts';
import { Spinner } from './Spinner.tsx';

export interface PhotoPickerProps {
  /** What the photo is of ("Margherita"), for the labels screen readers hear. */
  subject: string;
  /** The photo it has now, or null. */
  current: string | null;
  /** The media types it takes, recognised by the server from the bytes. */
  mediaTypes: readonly string[];
  /** The largest file it takes. */
  maxBytes: number;
  /** The chosen photo is on its way. */
  busy?: boolean;
  /** Why the last upload failed: the server's words. */
  error?: string;
  /** The owner chose a photo and confirmed it. */
  onUpload: (photo: File) => void;
  /** Takes the photo away; left out, no button offers it. */
  onRemove?: () => void;
}

/** A chosen file, with the address its preview is shown from while it is on screen. */
interface Chosen {
  file: File;
  preview: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Chooses a pizza's photo: taken with a phone's camera or picked from the files, previewed before it
 * is sent, refused at once when it is larger than the shop takes. Sends nothing itself: `onUpload`.
 */
export function PhotoPicker({ subject, current, mediaTypes, maxBytes, busy = false, error, onUpload, onRemove }: PhotoPickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  // A new photo arrived (the upload succeeded): the preview has done its job.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setChosen(null);
  }

  // The preview's address holds the file in memory until it is let go.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxBytes) {
      setChosen(null);
      setTooLarge(`This photo is ${megabytes(file.size)}: the shop takes photos up to ${megabytes(maxBytes)}. Choose a smaller one.`);
      return;
    }
    setTooLarge(null);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const picture = chosen?.preview ?? current;
  const accept = mediaTypes.join(',');
  const chooser = (capture: boolean, label: string) => (
    <label className={`${buttonClasses('secondary')} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink-900 has-[:focus-visible]:outline-solid ${busy ? 'pointer-events-none opacity-60' : ''}`}>
      {label}
      <span className="sr-only"> for {subject}</span>
      <input
        type="file"
        accept={accept}
        // `capture` opens the phone's camera at once; computers ignore it and show their files.
        capture={capture ? 'environment' : undefined}
        disabled={busy}
        aria-describedby={`${id}-rule`}
        onChange={choose}
        className="sr-only"
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
      <figure className="relative size-32 shrink-0 overflow-hidden rounded-2xl bg-cream-200 ring-1 ring-ink-900/10 sm:size-36">
        {picture ? (
          <img src={picture} alt={chosen ? `The chosen photo of ${subject}` : `The photo of ${subject}`} className="size-full object-cover" />
        ) : (
          <figcaption className="flex size-full items-center justify-center p-3 text-center text-sm text-ink-700">No photo yet</figcaption>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-cream-50/70">
            <Spinner className="size-8 text-chili-700" />
          </div>
        )}
      </figure>

      <div className="flex min-w-0 flex-col gap-2">
        <p id={`${id}-rule`} className="text-xs text-ink-700">
          JPEG, PNG or WebP, up to {megabytes(maxBytes)}. The shop crops it square and removes its location.
        </p>
        {chosen ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="small" busy={busy} disabled={busy} onClick={() => onUpload(chosen.file)}>
              {busy ? 'Uploading…' : 'Use this photo'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {chooser(true, 'Take a photo')}
            {chooser(false, 'Choose a file')}
            {current && onRemove && (
              <Button variant="secondary" disabled={busy} onClick={onRemove}>
                Remove photo<span className="sr-only"> of {subject}</span>
              </Button>
            )}
          </div>
        )}
        <div aria-live="polite" className="empty:hidden">
          {busy && <p className="text-sm font-semibold text-ink-800">Uploading the photo…</p>}
        </div>
        {tooLarge && <Alert size="compact">{tooLarge}</Alert>}
        {error && !busy && <Alert size="compact">{error}</Alert>}
      </div>
    </div>
  );
}

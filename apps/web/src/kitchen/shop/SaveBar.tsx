import { Alert, Button } from '@chulo/ui';
import { useAppSelector } from '../../store/hooks.ts';
import { type ShopPart, selectShopPart } from './shop-slice.ts';

/** A part's 'Save', and what came of it. */
export function SaveBar({ part, label, disabled, onSave }: { part: ShopPart; label: string; disabled: boolean; onSave: () => void }) {
  const { saving, saved, error } = useAppSelector(selectShopPart(part));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="small" busy={saving} disabled={saving || disabled} onClick={onSave}>
        {label}
      </Button>
      <p role="status" className="text-sm font-semibold text-basil-700">
        {saved ? 'Saved' : ''}
      </p>
      {error && <Alert size="compact">{error}</Alert>}
    </div>
  );
}

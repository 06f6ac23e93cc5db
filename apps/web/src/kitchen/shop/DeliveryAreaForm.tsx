import { useState } from 'react';
import type { DeliveryArea } from '@chulo/api-client/contract';
import { Button, Checkbox, TextField } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { SaveBar } from './SaveBar.tsx';
import { selectShopSettings, shopSettingsActions } from './shop-slice.ts';

interface Typed {
  latitude: string;
  longitude: string;
  radiusKm: string;
}

/** The area as typed, or what is wrong with it. */
export function readArea({ latitude, longitude, radiusKm }: Typed): { area: DeliveryArea } | { error: string } {
  const [lat, long, radius] = [latitude, longitude, radiusKm].map((text) => Number(text.trim() || NaN)) as [number, number, number];
  if (!(Math.abs(lat) <= 90) || !(Math.abs(long) <= 180)) return { error: 'Give the shop’s position: latitude −90 to 90, longitude −180 to 180.' };
  if (!(radius > 0 && radius <= 200)) return { error: 'The radius is a number of kilometres, more than 0 and at most 200.' };
  return { area: { center: { latitude: lat, longitude: long }, radiusKm: radius } };
}

const typedArea = (area: DeliveryArea | null): Typed =>
  area ? { latitude: String(area.center.latitude), longitude: String(area.center.longitude), radiusKm: String(area.radiusKm) } : { latitude: '', longitude: '', radiusKm: '' };

/** Where the shop delivers: everywhere, or within a radius of its position ('Use my position' from the shop itself). */
export function DeliveryAreaForm({ area }: { area: DeliveryArea | null }) {
  const dispatch = useAppDispatch();
  const here = useAppSelector(selectShopSettings).here;
  const [limited, setLimited] = useState(area !== null);
  const [typed, setTyped] = useState(typedArea(area));
  const [problem, setProblem] = useState('');

  // The device found where it is: the fields take its position (a metre's precision).
  const [position, setPosition] = useState(here.position);
  if (position !== here.position) {
    setPosition(here.position);
    if (here.position) setTyped({ ...typed, latitude: here.position.latitude.toFixed(5), longitude: here.position.longitude.toFixed(5) });
  }

  function save() {
    if (!limited) {
      dispatch(shopSettingsActions.save('deliveryArea', null));
      return;
    }
    const read = readArea(typed);
    setProblem('error' in read ? read.error : '');
    if ('area' in read) dispatch(shopSettingsActions.save('deliveryArea', read.area));
  }

  const field = (name: keyof Typed) => ({ value: typed[name], layout: 'stacked' as const, inputMode: 'decimal' as const, onChange: (event: { target: { value: string } }) => setTyped({ ...typed, [name]: event.target.value }) });

  return (
    <div className="flex flex-col gap-4">
      <Checkbox label="Deliver only near the shop" hint="Orders from further away are refused; without a limit, the shop delivers everywhere." checked={limited} onChange={(event) => setLimited(event.target.checked)} />
      {limited && (
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <TextField label="Shop’s latitude" {...field('latitude')} />
          <TextField label="Shop’s longitude" {...field('longitude')} />
          <TextField label="Radius in km" {...field('radiusKm')} />
          <Button variant="secondary" busy={here.locating} disabled={here.locating} onClick={() => dispatch(shopSettingsActions.locate())}>
            Use my position
          </Button>
        </div>
      )}
      {here.error && <p className="rounded-xl bg-chili-50 px-3 py-2 text-sm font-semibold text-chili-800">{here.error}</p>}
      {problem && <p className="rounded-xl bg-chili-50 px-3 py-2 text-sm font-semibold text-chili-800">{problem}</p>}
      <SaveBar part="deliveryArea" label="Save the delivery area" disabled={false} onSave={save} />
    </div>
  );
}

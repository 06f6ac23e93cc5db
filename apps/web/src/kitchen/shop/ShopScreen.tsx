import { hoursProblem, MINUTE, shopClock } from '@chulo/domain';
import { useState } from 'react';
import { Card, closureProblem, ClosuresEditor, HoursEditor } from '@chulo/ui';
import { useNow } from '../../hooks/use-now.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { DeliveryAreaForm } from './DeliveryAreaForm.tsx';
import { SaveBar } from './SaveBar.tsx';
import { ShopPhoneForm } from './ShopPhoneForm.tsx';
import { selectShopSettings, shopSettingsActions } from './shop-slice.ts';

const section = 'mt-6 flex flex-col gap-4 p-4 sm:p-5';

/** When the shop takes orders (weekly hours, dated closures), where it delivers and the number customers call; each part saved on its own. */
export function ShopScreen() {
  const settings = useAppSelector(selectShopSettings).settings!;
  const dispatch = useAppDispatch();
  const [hours, setHours] = useState(settings.hours);
  const [closures, setClosures] = useState(settings.closures);
  const today = shopClock(useNow(MINUTE)).date;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-5 sm:px-6 sm:py-8">
      <title>Hours and delivery · Kitchen · Chulo Pizza</title>
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Hours and delivery</h1>
      <p className="mt-1 text-sm text-ink-700 sm:text-base">
        While the shop is closed, customers still browse and fill their cart; the order form says when it opens again.
      </p>

      <Card as="section" aria-labelledby="hours" className={section}>
        <h2 id="hours" className="text-lg font-bold text-ink-900">
          Opening hours
        </h2>
        <HoursEditor hours={hours} onChange={setHours} />
        <SaveBar part="hours" label="Save the hours" disabled={hoursProblem(hours) !== null} onSave={() => dispatch(shopSettingsActions.save('hours', hours))} />
      </Card>

      <Card as="section" aria-labelledby="closures" className={section}>
        <h2 id="closures" className="text-lg font-bold text-ink-900">
          Closures
        </h2>
        <ClosuresEditor closures={closures} today={today} onChange={setClosures} />
        <SaveBar
          part="closures"
          label="Save the closures"
          disabled={closures.some((closure) => closureProblem(closure) !== null)}
          onSave={() => dispatch(shopSettingsActions.save('closures', closures.map((closure) => ({ ...closure, reason: closure.reason.trim() }))))}
        />
      </Card>

      <Card as="section" aria-labelledby="delivery-area" className={section}>
        <h2 id="delivery-area" className="text-lg font-bold text-ink-900">
          Delivery area
        </h2>
        <DeliveryAreaForm area={settings.deliveryArea} />
      </Card>

      <Card as="section" aria-labelledby="shop-phone" className={section}>
        <h2 id="shop-phone" className="text-lg font-bold text-ink-900">
          The shop’s phone
        </h2>
        <p className="text-sm text-ink-700">Customers see it on their order’s page, to call the shop.</p>
        <ShopPhoneForm phone={settings.phone} />
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { useNow } from '../../hooks/use-now.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { laterDeliveryDays, selectShopStatus } from './shop-status-slice.ts';

/**
 * When an order is for, as the customer's order form and the kitchen's phone order both ask it: the
 * later times the shop's status offers at `now` (read each minute), and the one chosen, '' for as
 * soon as possible. A time chosen that the clock has since passed is offered no more: the choice is
 * back to as soon as possible.
 */
export function useDeliveryTime() {
  const shopStatus = useAppSelector(selectShopStatus);
  const now = useNow(60_000);
  const [chosenTime, chooseTime] = useState('');
  const laterDays = laterDeliveryDays(shopStatus, now);
  const deliverAt = laterDays.some((day) => day.times.some((time) => time.value === chosenTime)) ? chosenTime : '';
  return { now, laterDays, deliverAt, chooseTime };
}

import { phoneLink } from '@chulo/domain';
import { LinkButton } from '@chulo/ui';
import { useAppSelector } from '../../store/hooks.ts';
import { selectShopPhone } from '../shop-status/shop-status-slice.ts';

/** 'Call the shop', with its number, once the owner has given one: a question about the order, the rider lost. */
export function CallTheShop() {
  const phone = useAppSelector(selectShopPhone);
  if (phone === null) return null;
  return (
    <LinkButton variant="secondary" href={phoneLink(phone)}>
      Call the shop <span className="font-normal tabular-nums">{phone}</span>
    </LinkButton>
  );
}

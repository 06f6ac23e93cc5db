// A call the declarations must refuse: a price where a cart belongs.
import { getTotalCartPrice } from '@chulo/domain';

export const total = getTotalCartPrice(650);

import { formatCurrency } from '@chulo/domain';
import { classNames } from './class-names.ts';

export interface PriceProps {
  /** In rupees. */
  amount: number;
  className?: string;
}

/** An amount in Nepali rupees, as the shop writes it (`रू १,२३४.५०`), in figures of equal width. */
export function Price({ amount, className }: PriceProps) {
  return <span className={classNames('tabular-nums', className)}>{formatCurrency(amount)}</span>;
}

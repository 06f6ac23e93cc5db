import type { StaffChoice } from '@chulo/api-client/contract';
import { MARGHERITA_IN_SIZES } from '@chulo/api-client/testing';

const { sizes = [], crusts = [], extras = [] } = MARGHERITA_IN_SIZES;

/** The opening menu's sizes, crusts and extras as the staff API lists them: those MARGHERITA_IN_SIZES offers. */
export const SHOP_CHOICES: StaffChoice[] = [
  ...sizes.map(({ id, name, inches, soldOut }, index) => ({ id, kind: 'size' as const, name, inches, soldOut, isDefault: index === 0, retired: false, prices: [] })),
  ...crusts.map(({ id, name, soldOut, surcharges }, index) => ({ id, kind: 'crust' as const, name, inches: null, soldOut, isDefault: index === 0, retired: false, prices: surcharges })),
  ...extras.map(({ id, name, soldOut, prices }) => ({ id, kind: 'extra' as const, name, inches: null, soldOut, isDefault: false, retired: false, prices })),
];

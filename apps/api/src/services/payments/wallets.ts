import type { Config } from '../../config.ts';
import { Esewa } from './esewa.ts';
import { Khalti } from './khalti.ts';

export interface Wallets {
  khalti?: Khalti;
  esewa?: Esewa;
}

/** The wallets whose keys are set; none, and the shop takes cash only, as SPEC's order form does. */
export function walletsOf({ khalti, esewa }: Config['payments']): Wallets {
  const wallets: Wallets = {};
  if (khalti.secretKey !== null) wallets.khalti = new Khalti({ apiUrl: khalti.apiUrl, secretKey: khalti.secretKey });
  if (esewa.productCode !== null && esewa.secretKey !== null) {
    wallets.esewa = new Esewa({ productCode: esewa.productCode, secretKey: esewa.secretKey, formUrl: esewa.formUrl, statusUrl: esewa.statusUrl });
  }
  return wallets;
}


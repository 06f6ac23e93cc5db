import type { OnlinePaymentMethod, PaymentState } from '@chulo/domain';
import type { Checkout } from '@chulo/api-client/contract';

/** One payment attempt as a wallet needs it: our id for it, its order, what is due in paisa, the provider's reference once known. */
export interface AttemptToPay {
  id: string;
  orderId: string;
  amount: number;
  reference: string | null;
}

/** Where a provider sends the customer back, built from PUBLIC_URL (never a request's Host). */
export interface ReturnAddresses {
  /** The shop's own page (Khalti's `website_url`). */
  website: string;
  success: string;
  failure: string;
}

/** A provider's word on an attempt: its own status, as we take it, and its reference when it gives one. */
export interface ProviderWord {
  state: PaymentState;
  status: string;
  reference?: string;
}

/** A wallet the shop takes payments with. */
export interface Wallet {
  readonly method: OnlinePaymentMethod;
  /** Starts paying `attempt`: where the customer's browser goes, and the provider's reference (Khalti's pidx) if it gives one now. */
  start(attempt: AttemptToPay, returns: ReturnAddresses): Promise<{ checkout: Checkout; reference: string | null }>;
  /** Asks the provider where `attempt` stands; only its answer, checked, ever makes an order paid. */
  check(attempt: AttemptToPay): Promise<ProviderWord>;
}

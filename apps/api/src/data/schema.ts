import type { Generated } from 'kysely';
import type { PaymentMethod, PaymentState } from '@chulo/domain';
import type { OrderChannel } from '@chulo/api-client/contract';

/**
 * Column types shared by SQLite and PostgreSQL: money in integer paisa,
 * times in epoch milliseconds, booleans as 0/1, so one set of queries serves both.
 */
export interface PizzaTable {
  id: number;
  name: string;
  unit_price: number;
  /** JSON array of ingredient names. */
  ingredients: string;
  sold_out: number;
  position: number;
  /** 1: off the customers' menu; past orders keep their lines as ordered. */
  retired: Generated<number>;
  /** The owner's photo as JSON (pictures/stored-photo.ts: the files of each format, by width); null without one. */
  photo: string | null;
  /** How many extras one of this pizza may take. */
  max_extras: Generated<number>;
}

/** A size, a crust or an extra topping of the shop (migration 013). */
export interface ChoiceTable {
  id: number;
  kind: 'size' | 'crust' | 'extra';
  name: string;
  /** A size's diameter; null for crusts and extras, and a size given none. */
  inches: number | null;
  position: number;
  sold_out: number;
  /** 1 for the default size (priced by a pizza's unit_price) and the default crust (free, on every pizza). */
  is_default: number;
  /** 1: off the menu, kept for owners to bring back (migration 017); never the default. */
  retired: Generated<number>;
}

/** What a crust (its surcharge) or an extra costs in a size; none for a size it is not made in. */
export interface ChoicePriceTable {
  choice_id: number;
  size_id: number;
  price: number;
}

/** A size a pizza comes in besides the default one, at `price`; or a crust or an extra it offers (`price` null). */
export interface PizzaChoiceTable {
  pizza_id: number;
  choice_id: number;
  price: number | null;
}

export interface OrderTable {
  id: string;
  customer: string;
  phone: string;
  address: string;
  /** The customer's directions for the rider; null when none were given (migration 014). */
  directions: string | null;
  position: string;
  priority: number;
  status: string;
  order_price: number;
  priority_price: number;
  pizza_count: number;
  estimated_delivery: number;
  created_at: number;
  /** When the order joined the kitchen queue at its place: creation, or the moment it became priority. */
  queued_at: number;
  /** The checkout's `Idempotency-Key` scoped to its customer, as a digest (services/idempotency.ts). */
  idempotency_key: string | null;
  /** A digest of what that checkout asked for: the key replays only the same request. */
  idempotency_request: string | null;
  /** When the order's 'delivered' status change happened; kept by a trigger on order_status_changes (migration 009). */
  delivered_at: number | null;
  /**
   * The estimate the customer last saw before delivery, which delivering overwrites; kept by a
   * trigger on orders (migration 009). Null until delivered, and for orders delivered before 009.
   */
  promised_delivery: number | null;
  /**
   * The client that placed the order, as a keyed hash of its address (services/client-keys.ts);
   * null once the order is delivered or cancelled, for orders taken by staff, and for those from
   * before migration 011.
   */
  client_key: Generated<string | null>;
  /** 1: an unusually large order from a phone with no delivered order, for the kitchen to call back before baking. */
  call_back: Generated<number>;
  /** Where the order came from: the customer's checkout, or staff taking it by phone ('web' unless said, as for every order before migration 014). */
  channel: Generated<OrderChannel>;
  /** The time an order for later was asked for; null for an order as soon as possible, as for every order before migration 019. */
  deliver_at: number | null;
  /** When an order for later's baking must start (@chulo/domain's `bakeFrom`); null for an order as soon as possible. */
  bake_from: number | null;
  /** 1 while an order for later waits apart, out of the kitchen's queue and its counts, until its baking must start. */
  held_for_later: Generated<number>;
  /** How it is paid ('cash' for every order before migration 021). */
  payment_method: Generated<PaymentMethod>;
  /** While it awaits payment online: when it is cancelled if still unpaid; null for any other order. */
  pay_by: Generated<number | null>;
}

/** One try at paying an order online (migration 021): ours to name, the provider's word on it. */
export interface PaymentAttemptTable {
  /** Ours, sent as Khalti's purchase_order_id and eSewa's transaction_uuid. */
  id: string;
  order_id: string;
  provider: 'khalti' | 'esewa';
  /** Khalti's pidx once initiated; eSewa's ref_id once its check gives one. */
  reference: string | null;
  /** What is due, in paisa. */
  amount: number;
  state: PaymentState;
  /** The provider's last status, as it wrote it, for the owner. */
  provider_status: string | null;
  created_at: number;
  /** When the provider was last asked; null until then. */
  checked_at: number | null;
  /** When it became paid or unpaid. */
  settled_at: number | null;
  /** A payment completed for an order already cancelled or paid otherwise: 'due', then 'refunded' once the owner records it. */
  refund: 'due' | 'refunded' | null;
}

/** Who may do a job that one instance at a time does (the payments' reconciler), and until when. */
export interface LeaseTable {
  name: string;
  holder: string;
  until: number;
}

export interface OrderLineTable {
  order_id: string;
  line_no: number;
  pizza_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  /** The order's `created_at`, for reading lines by time (migration 010). */
  placed_at: number;
  /** What was chosen, by name, as it was when ordered; null on lines ordered before choices (migration 013). */
  size: string | null;
  crust: string | null;
  /** JSON arrays of names. */
  extras: string | null;
  removals: string | null;
  /** What each extra cost one pizza of the line, as a JSON object of paisa by name; null without extras (migration 016). */
  extra_prices: string | null;
  /** The choice in a line, as the customer saw it. */
  description: string | null;
}

export interface OrderStatusChangeTable {
  order_id: string;
  status: string;
  at: number;
}

/** Pizzas waiting in the kitchen (preparing or baking), one row per priority; kept by triggers on orders. */
export interface KitchenQueueTable {
  priority: number;
  pizzas: number;
}

export interface StaffTable {
  username: string;
  password_hash: string;
  /** 'owner' or 'kitchen'. */
  role: string;
  created_at: number;
}

export interface HistoryTable {
  id: Generated<number>;
  at: number;
  staff: string;
  action: string;
  summary: string;
}

/** The shop's one row of settings, each part JSON in the contract's shape (ShopSettings). */
export interface ShopSettingsTable {
  id: number;
  hours: string;
  closures: string;
  /** Null: no limit. */
  delivery_area: string | null;
  /** Null: no number for customers to call (migration 014). */
  phone: string | null;
}

/** The kitchen's pace, one row (id 1): a busy spell and a pause of online orders, each JSON (data/kitchen-pacing-row.ts) or null. */
export interface KitchenPacingTable {
  id: number;
  busy: string | null;
  pause: string | null;
}

/** The phones the shop has delivered an order to, added by a trigger on the delivery (migration 011). */
export interface DeliveredPhoneTable {
  phone: string;
}

/** Secrets made by the database's own migrations, the same for every instance: `client` keys the hash of a client's address. */
export interface ServerKeyTable {
  name: string;
  secret: string;
}

/** One row: a number the database moves on with every write to the menu's tables (migration 018). */
export interface MenuVersionTable {
  id: number;
  version: number;
}

export interface StaffSessionTable {
  token_hash: string;
  username: string;
  csrf_token: string;
  expires_at: number;
}

/** Failed sign-ins in a row for a username tried; the row goes with a successful sign-in. */
export interface SignInFailureTable {
  username: string;
  failures: number;
  /** Epoch milliseconds. */
  last_failed_at: number;
}

export interface Database {
  pizzas: PizzaTable;
  choices: ChoiceTable;
  choice_prices: ChoicePriceTable;
  pizza_choices: PizzaChoiceTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_status_changes: OrderStatusChangeTable;
  kitchen_queue: KitchenQueueTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  sign_in_failures: SignInFailureTable;
  history: HistoryTable;
  shop_settings: ShopSettingsTable;
  kitchen_pacing: KitchenPacingTable;
  server_keys: ServerKeyTable;
  delivered_phones: DeliveredPhoneTable;
  menu_version: MenuVersionTable;
  payment_attempts: PaymentAttemptTable;
  leases: LeaseTable;
}

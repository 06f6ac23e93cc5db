/**
 * Taps on a page the server rendered, made before the app has taken it over. Until then React
 * listens to nothing: a button would do nothing, and a form would go to the server as a plain form
 * (the home page's name, reloading the page without it). On a phone's network that can last
 * seconds. From the first script on, each such tap is held, and done again once the app answers
 * (`letEarlyTapsThrough`), in the order it came, as it was made: a form is sent again with what its
 * fields held when it was sent, not with what was typed into them since. A button or form gone by
 * then is skipped.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field holds: its text, and for a box, whether it is ticked. */
interface FieldState {
  value: string;
  checked: boolean;
}

type EarlyTap =
  | { button: HTMLButtonElement }
  | { form: HTMLFormElement; submitter: HTMLElement | null; sent: { field: Field; state: FieldState }[] };

const held: EarlyTap[] = [];

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const stateOf = (field: Field): FieldState => ({ value: field.value, checked: field instanceof HTMLInputElement && field.checked });

const holds = (field: Field, { value, checked }: FieldState) =>
  field.value === value && (!(field instanceof HTMLInputElement) || field.checked === checked);

function fill(field: Field, state: FieldState): void {
  if (field.value !== state.value) field.value = state.value;
  if (field instanceof HTMLInputElement) field.checked = state.checked;
}

/**
 * A form sent with nothing in its fields asks the customer's pages for nothing: the home page's
 * name and the header's search ignore an empty value (SPEC §5), and the order form's required
 * fields stop it. Holding it would send it later with nothing in it, or else with what was typed
 * since, which is not what the customer asked for when they sent it.
 */
function asksForNothing(form: HTMLFormElement): boolean {
  const entries = [...new FormData(form).values()];
  return entries.length > 0 && entries.every((entry) => typeof entry === 'string' && entry.trim() === '');
}

function holdSubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (asksForNothing(form)) return;
  const sent = [...form.elements].filter(isField).map((field) => ({ field, state: stateOf(field) }));
  held.push({ form, submitter, sent });
}

function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#root')) return;
  if (event.type === 'click') {
    const button = target.closest('button');
    if (!button) return;
    // A form's submit button (clicked, or pressed by Enter in one of its fields) sends the form as it is now.
    if (button.type === 'submit' && button.form) holdSubmit(button.form, button);
    else held.push({ button });
  } else if (target instanceof HTMLFormElement) {
    // A form sent from its field (Enter) without a button to click: a button's click is held above, and sends nothing.
    holdSubmit(target, (event as SubmitEvent).submitter);
  } else return;
  // Nothing of it reaches the page as it stands: neither the browser's own action nor React, whose root may already listen.
  event.preventDefault();
  event.stopImmediatePropagation();
}

/**
 * Sends the form again with its fields as they were when it was sent: the app's handler reads them
 * then. What was typed since comes back afterwards, into each field that sending left as it was
 * sent (a search box that empties itself stays empty).
 */
function sendAsSent({ form, submitter, sent }: Extract<EarlyTap, { form: HTMLFormElement }>): void {
  const fields = sent.map(({ field, state }) => ({ field, asSent: state, typedSince: stateOf(field) }));
  for (const { field, asSent } of fields) fill(field, asSent);
  if (submitter?.isConnected && 'form' in submitter && submitter.form === form) form.requestSubmit(submitter);
  else form.requestSubmit();
  for (const { field, asSent, typedSince } of fields) if (holds(field, asSent)) fill(field, typedSince);
}

const EVENTS = ['click', 'submit'] as const;

/** Starts holding taps; the first script calls it on a page the server rendered. */
export function holdEarlyTaps(): void {
  for (const type of EVENTS) window.addEventListener(type, hold, { capture: true });
}

/**
 * Stops holding, and does each held tap again: to the app once it answers, or, where it could not
 * start, to the browser (a form is then sent as it would have been).
 */
export function letEarlyTapsThrough(): void {
  for (const type of EVENTS) window.removeEventListener(type, hold, { capture: true });
  for (const tap of held.splice(0)) {
    if ('button' in tap) {
      if (tap.button.isConnected) tap.button.click();
    } else if (tap.form.isConnected) sendAsSent(tap);
  }
}

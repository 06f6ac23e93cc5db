/**
 * Taps on a page the server rendered, made before the app has taken it over. Until then React
 * listens to nothing: a button would do nothing, and a form would go to the server as a plain form
 * (the home page's name, reloading the page without it). On a phone's network that can last
 * seconds. From the first script on, each such tap is held, and done again once the app answers
 * (`letEarlyTapsThrough`), in the order it came; a button or form gone by then is skipped.
 */
type EarlyTap = { button: HTMLButtonElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

const held: EarlyTap[] = [];

function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#root')) return;
  if (event.type === 'click') {
    const button = target.closest('button');
    if (!button) return;
    held.push({ button });
  } else if (target instanceof HTMLFormElement) {
    // A form sent from its field (Enter) without a button to click: a button's click is held above, and sends nothing.
    held.push({ form: target, submitter: (event as SubmitEvent).submitter });
  } else return;
  // Nothing of it reaches the page as it stands: neither the browser's own action nor React, whose root may already listen.
  event.preventDefault();
  event.stopImmediatePropagation();
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
    } else if (tap.form.isConnected) {
      if (tap.submitter?.isConnected) tap.form.requestSubmit(tap.submitter);
      else tap.form.requestSubmit();
    }
  }
}

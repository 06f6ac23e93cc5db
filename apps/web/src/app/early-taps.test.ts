import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps, letEarlyTapsThrough } from './early-taps.ts';

/** The server's page: a menu's button, the home page's name form (no button until a name is typed), and a link. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="add">Add to cart</button>
      <form id="name"><input name="username" value="Sita" /></form>
      <a href="/menu" id="link">Menu</a>
    </div>
    <button type="button" id="outside">Outside the app</button>`;
  const byId = <Element extends HTMLElement>(id: string) => document.getElementById(id) as Element;
  return { add: byId<HTMLButtonElement>('add'), form: byId<HTMLFormElement>('name'), link: byId<HTMLAnchorElement>('link'), outside: byId<HTMLButtonElement>('outside') };
}

/** What the app does once it has taken the page over: React's handlers, on the same elements. */
function appListening(element: HTMLElement, type: string) {
  const handler = vi.fn((event: Event) => event.preventDefault());
  element.addEventListener(type, handler);
  return handler;
}

describe('taps before the app has taken the page over', () => {
  afterEach(() => letEarlyTapsThrough());

  it('are held, then done again in their order once the app answers', () => {
    const { add, form } = serverPage();
    holdEarlyTaps();
    const order: string[] = [];
    const early = appListening(add, 'click');
    add.click();
    form.requestSubmit();
    add.click();
    expect(early, 'nothing reaches the page before').not.toHaveBeenCalled();

    appListening(add, 'click').mockImplementation(() => order.push('add'));
    appListening(form, 'submit').mockImplementation((event) => {
      event.preventDefault();
      order.push(`named ${new FormData(form).get('username')}`);
    });
    letEarlyTapsThrough();
    expect(order).toEqual(['add', 'named Sita', 'add']);
  });

  it('keep the browser from sending a form to the server meanwhile', () => {
    const { form } = serverPage();
    holdEarlyTaps();
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const sent = appListening(form, 'submit');
    letEarlyTapsThrough();
    expect(sent).toHaveBeenCalledOnce();
  });

  it('skip a button that is gone by the time the app answers', () => {
    const { add } = serverPage();
    holdEarlyTaps();
    add.click();
    const later = appListening(add, 'click');
    add.remove();
    letEarlyTapsThrough();
    expect(later).not.toHaveBeenCalled();
  });

  it('leave links and anything outside the app alone, and stop being held once let through', () => {
    const { add, link, outside } = serverPage();
    holdEarlyTaps();
    const followed = appListening(link, 'click');
    const outsideTapped = appListening(outside, 'click');
    link.click();
    outside.click();
    expect(followed).toHaveBeenCalledOnce();
    expect(outsideTapped).toHaveBeenCalledOnce();

    letEarlyTapsThrough();
    const tapped = appListening(add, 'click');
    add.click();
    expect(tapped).toHaveBeenCalledOnce();
  });
});

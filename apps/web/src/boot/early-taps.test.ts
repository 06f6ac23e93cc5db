// @vitest-environment jsdom
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

  it('send a form with what its fields held when it was sent, then give back what was typed since', () => {
    const { form } = serverPage();
    const name = form.elements.namedItem('username') as HTMLInputElement;
    holdEarlyTaps();
    form.requestSubmit();
    name.value = 'Gita';

    const named: unknown[] = [];
    appListening(form, 'submit').mockImplementation((event) => {
      event.preventDefault();
      named.push(new FormData(form).get('username'));
    });
    letEarlyTapsThrough();
    expect(named).toEqual(['Sita']);
    expect(name.value).toBe('Gita');
  });

  it('drop a form sent with nothing in it, whatever is typed before the app answers', () => {
    const { form } = serverPage();
    const name = form.elements.namedItem('username') as HTMLInputElement;
    name.value = ' ';
    holdEarlyTaps();
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented, 'the browser does not send it either').toBe(true);
    name.value = 'Sita';

    const sent = appListening(form, 'submit');
    letEarlyTapsThrough();
    expect(sent).not.toHaveBeenCalled();
  });

  it('send a form from its submit button as it was when the button was pressed, ticked boxes included', () => {
    document.body.innerHTML = `
      <div id="root">
        <form id="order">
          <input name="phone" value="9841000000" />
          <input type="checkbox" name="priority" value="true" />
          <button type="submit">Order now</button>
        </form>
      </div>`;
    const form = document.getElementById('order') as HTMLFormElement;
    const [phone, priority, orderNow] = [...form.elements] as [HTMLInputElement, HTMLInputElement, HTMLButtonElement];
    holdEarlyTaps();
    orderNow.click();
    phone.value = '9800000000';
    priority.checked = true;

    const orders: unknown[] = [];
    appListening(form, 'submit').mockImplementation((event) => {
      event.preventDefault();
      const sent = new FormData(form);
      orders.push({ phone: sent.get('phone'), priority: sent.get('priority'), by: (event as SubmitEvent).submitter });
    });
    letEarlyTapsThrough();
    expect(orders).toEqual([{ phone: '9841000000', priority: null, by: orderNow }]);
    expect([phone.value, priority.checked]).toEqual(['9800000000', true]);
  });

  it('leave a field as the app left it when sending the form changed it', () => {
    const { form } = serverPage();
    const name = form.elements.namedItem('username') as HTMLInputElement;
    holdEarlyTaps();
    form.requestSubmit();
    name.value = 'Gita';
    // Like the header's search box, which empties itself once it has searched.
    appListening(form, 'submit').mockImplementation((event) => {
      event.preventDefault();
      name.value = '';
    });
    letEarlyTapsThrough();
    expect(name.value).toBe('');
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

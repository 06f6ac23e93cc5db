import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render waits for its route's code and its sagas, compiled on first use: seconds on a busy
// machine (the suite runs the API's tests and the browser tests beside these).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// jsdom has <dialog> without its modal methods: open and close it as a browser would, without the modal's focus trap.
// (Tests of the server's rendering run in Node, without a DOM.)
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom parses constructed stylesheets but has no list of the document's adopted ones: start it empty, as a browser does.
if (typeof document !== 'undefined') document.adoptedStyleSheets ??= [];

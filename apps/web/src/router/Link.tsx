import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** One of the shop's own addresses. */
  to: To;
  replace?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to one of the shop's pages, followed by the router: React Router's `Link` as this app uses
 * it, built from the two hooks React Router offers for a link of one's own. Its own `Link` also
 * prefetches pages and their code in framework mode, which this app does not use, and would ride in
 * every customer's first download (React Router is one module to the build, so nothing of it can
 * go unless `Link` goes). eslint.config.js keeps the app on this one.
 */
export function Link({ to, replace, preventScrollReset, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, preventScrollReset, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The router's handler leaves a click with a modifier key, or one on a link to another window, to the browser.
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...anchor} href={href} target={target} onClick={click} />;
}

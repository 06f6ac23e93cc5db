/** Debian's HAProxy, as the load-balancer test and benchmark run it. */
export declare const HAPROXY_PATH: string;
/** Installs Debian's haproxy package with apt-get when HAPROXY_PATH is missing; nothing otherwise. */
export declare function ensureHaproxy(): void;

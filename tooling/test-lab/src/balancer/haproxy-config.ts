/** One instance of the server behind the balancer: HAProxy's name for it, and its loopback port. */
export interface Backend {
  name: string;
  port: number;
}

export interface HaproxyConfigOptions {
  /** The loopback port the balancer listens on. */
  port: number;
  /** HAProxy's runtime API, through which a restarted instance is pointed at (see load-balancer.ts). */
  adminSocket: string;
  backends: readonly Backend[];
}

/** The back end's name in HAProxy's statistics and runtime commands. */
export const BACKEND = 'shop';

/**
 * The balancer as a shop running several instances would set it up, and as README's "Running at
 * scale" describes: round robin with no stickiness, health checks, the client's address passed on.
 */
export function haproxyConfig({ port, adminSocket, backends }: HaproxyConfigOptions): string {
  return `global
  # Only what an operator would be told of: servers going down and up. Never a line per request.
  log stderr format raw local0 notice
  stats socket ${adminSocket} mode 600 level admin

defaults
  mode http
  log global
  # Appends the connecting client's address to X-Forwarded-For: the server trusts this one hop (TRUST_PROXY=1).
  option forwardfor
  # A request whose connection an instance refuses (it died) goes to another instance at once.
  retries 2
  option redispatch 1
  timeout connect 2s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 5s
  # Above the server's 25 s heartbeat on a live order page, so an idle page is never cut.
  timeout client 60s
  timeout server 60s
  # A live order page is a response that never ends: as long as a kitchen shift.
  timeout tunnel 1h

frontend customers
  bind 127.0.0.1:${port}
  default_backend ${BACKEND}

backend ${BACKEND}
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/menu
  http-check expect status 200
  # Checked every half second; an instance refusing connections is taken out at once, without waiting for checks.
  default-server check inter 500ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
  # Names the instance that answered: how a test tells which instance holds a live page.
  http-response set-header X-Served-By %s
${backends.map(({ name, port: backendPort }) => `  server ${name} 127.0.0.1:${backendPort}`).join('\n')}
`;
}

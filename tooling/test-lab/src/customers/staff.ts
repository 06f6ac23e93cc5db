/** What a signed-in member of staff sends with every request. */
export interface StaffSession {
  cookie: string;
  csrfToken: string;
}

export interface StaffLogin extends StaffSession {
  status: number;
  json: any;
  setCookie: string;
}

/** POST /api/staff/login as the kitchen dashboard sends it; the answer as it came, for tests of signing in. */
export async function staffLogin(baseUrl: string, username: string, password: string): Promise<StaffLogin> {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const json = await response.json();
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { status: response.status, json, setCookie, cookie: setCookie.split(';')[0]!, csrfToken: json.data?.csrfToken };
}

/** Signs in, or fails with the server's answer. */
export async function signInStaff(baseUrl: string, username: string, password: string): Promise<StaffSession> {
  const { status, json, cookie, csrfToken } = await staffLogin(baseUrl, username, password);
  if (status !== 200 || !csrfToken) throw new Error(`staff sign-in as ${username} answered ${status}: ${json?.message}`);
  return { cookie, csrfToken };
}

/** The headers of a staff request: the session cookie and, for changes, the CSRF token. */
export function staffHeaders(session: StaffSession): Record<string, string> {
  return { cookie: session.cookie, 'x-csrf-token': session.csrfToken };
}

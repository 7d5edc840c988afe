export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  admin: 'admin@example.com',
  teacher: 'teacher@example.com',
  student: 'student@example.com',
} as const;

/** Logs in through the API and returns the bearer token. */
export async function apiLogin(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function api<T = unknown>(
  baseUrl: string,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Gives the demo student access to every category (all_access), as an admin does in the cache and roles panel. */
export async function grantStudentAllAccess(baseUrl: string, adminToken: string, studentToken: string) {
  const me = await api<{ user: { id: number } }>(baseUrl, studentToken, 'POST', '/api/auth');
  await api(baseUrl, adminToken, 'POST', `/api/user/rights/${me.user.id}`, {
    is_student: 1,
    is_teacher: 0,
    is_admin: 0,
    all_access: 1,
  });
}

/** Today's right and wrong answers of a learner in a programme: the last day of GET /api/stats/{id}. */
export async function answersToday(baseUrl: string, token: string, programmeId: number) {
  const stats = await api<{ answers_per_day: { right: number; wrong: number }[] }>(
    baseUrl,
    token,
    'GET',
    `/api/stats/${programmeId}`,
  );
  const { right, wrong } = stats.answers_per_day.at(-1) ?? { right: 0, wrong: 0 };
  return { right, wrong };
}

import * as z from 'zod/mini';

/** A signed-in member of staff, as the staff API answers it: the cookie proves who; the CSRF token guards every change. */
export const StaffSessionSchema = z.object({
  username: z.string(),
  csrfToken: z.string(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

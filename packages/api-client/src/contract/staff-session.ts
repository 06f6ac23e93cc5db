import * as z from 'zod/mini';

/** An owner runs the shop (menu, hours, staff, sales); the kitchen sees and moves orders and marks pizzas sold out. */
export const STAFF_ROLES = ['owner', 'kitchen'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, 'Role must be owner or kitchen');
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** A signed-in member of staff, as the staff API answers it: the cookie proves who; the CSRF token guards every change. */
export const StaffSessionSchema = z.object({
  username: z.string(),
  /** What the screens offer: an owner runs the shop, the kitchen moves orders. */
  role: StaffRoleSchema,
  csrfToken: z.string(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

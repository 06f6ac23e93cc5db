import type { StaffRole } from '@chulo/api-client/contract';

/** What each role may do, where an owner chooses one. */
export const ROLE_NAMES: Record<StaffRole, string> = { kitchen: 'Kitchen: orders and sold out', owner: 'Owner: everything' };

interface RoleSelectProps {
  id: string;
  value: StaffRole;
  disabled?: boolean;
  onChange: (role: StaffRole) => void;
}

export function RoleSelect({ id, value, disabled, onChange }: RoleSelectProps) {
  return (
    <select id={id} className="text-field w-full" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as StaffRole)}>
      {(Object.keys(ROLE_NAMES) as StaffRole[]).map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </select>
  );
}

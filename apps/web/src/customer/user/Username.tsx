import { useAppSelector } from '../../store/hooks.ts';

/** The customer's name in the header, from medium screens up. */
export function Username() {
  const username = useAppSelector((state) => state.user.username);
  if (!username) return null;
  return <p className="hidden max-w-48 truncate text-sm font-semibold md:block">{username}</p>;
}

import { LinkButton, ShopLogo } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { CreateUser } from '../user/CreateUser.tsx';
import { useAppSelector } from '../../store/hooks.ts';

const PROMISES = [
  { icon: '🔥', text: 'Baked to order' },
  { icon: '🛵', text: 'Delivered hot to your door' },
  { icon: '💵', text: 'Pay on delivery' },
];

export function HomePage() {
  const username = useAppSelector((state) => state.user.username);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-20">
      <ShopLogo className="mx-auto size-16 drop-shadow-md sm:size-20" />
      <p className="mt-5 text-xs font-bold tracking-[0.25em] text-chili-700 uppercase sm:text-sm">Chulo Pizza · Kathmandu</p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-6xl">
        The best pizza.
        <br />
        <span className="text-chili-700">Straight out of the oven, straight to you.</span>
      </h1>

      <div className="mt-10 sm:mt-12">
        {username ? (
          <div className="flex flex-col items-center gap-4">
            <p className="text-ink-700">Welcome back, {username}!</p>
            <LinkButton as={Link} to="/menu">
              Continue ordering
            </LinkButton>
          </div>
        ) : (
          <CreateUser />
        )}
      </div>

      <ul className="mt-14 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium text-ink-700">
        {PROMISES.map(({ icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <span aria-hidden="true">{icon}</span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The header's order lookup: any non-empty id goes to that order's page. */
export function SearchOrder() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = query.trim();
    if (!id) return;
    navigate(`/order/${encodeURIComponent(id)}`);
    setQuery('');
  }

  return (
    <form role="search" onSubmit={handleSubmit}>
      <label htmlFor="search-order" className="sr-only">
        Search Order
      </label>
      <input
        id="search-order"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search Order"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="focus-on-dark w-36 rounded-full bg-cream-50 px-4 py-2 text-sm text-ink-900 placeholder:text-ink-600 transition-all duration-300 sm:w-56 sm:focus:w-64"
      />
    </form>
  );
}

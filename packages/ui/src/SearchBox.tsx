import { type FormEvent, useId, useState } from 'react';

export interface SearchBoxProps {
  /** Read by screen readers, and shown as the placeholder. */
  label: string;
  /** Called with what was typed, trimmed, when it is not empty; the box then empties. */
  onSearch: (query: string) => void;
  /** Where the form goes by itself (a GET, the query as `name`) in a page whose JavaScript has not run. */
  action?: string;
  /** The query's name in that GET. */
  name?: string;
}

/** A search field for dark bars (the header): Enter searches. */
export function SearchBox({ label, onSearch, action, name }: SearchBoxProps) {
  const [query, setQuery] = useState('');
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    onSearch(trimmed);
    setQuery('');
  }

  return (
    <form role="search" action={action} method="get" onSubmit={handleSubmit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={label}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="focus-on-dark w-36 rounded-full bg-cream-50 px-4 py-2 text-sm text-ink-900 placeholder:text-ink-600 transition-all duration-300 sm:w-56 sm:focus:w-64"
      />
    </form>
  );
}

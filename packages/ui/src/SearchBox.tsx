import { type FormEvent, useId, useState } from 'react';

export interface SearchBoxProps {
  /** Read by screen readers, and shown as the placeholder. */
  label: string;
  /** Called with what was typed, trimmed, when it is not empty; the box then empties. */
  onSearch: (query: string) => void;
}

/** A search field for dark bars (the header): Enter searches. */
export function SearchBox({ label, onSearch }: SearchBoxProps) {
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
    <form role="search" onSubmit={handleSubmit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
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

import { type FormEvent, useId, useRef } from 'react';

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
  // The field keeps its own text rather than React's state: what was typed into a page the server
  // rendered, before the app took it over, is then what the search finds.
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = field.current?.value.trim();
    if (!trimmed) return;
    onSearch(trimmed);
    event.currentTarget.reset();
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
        ref={field}
        className="focus-on-dark w-36 rounded-full bg-cream-50 px-4 py-2 text-sm text-ink-900 placeholder:text-ink-600 transition-all duration-300 sm:w-56 sm:focus:w-64"
      />
    </form>
  );
}

import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDebouncedCallback } from './use-debounced-callback';

/** The spec's search debounce (spec 5, spec 9). */
export const SEARCH_DEBOUNCE_MS = 500;

type SearchFieldProps<T> = {
  /** Called with the text once typing pauses, at once on Enter or when cleared. */
  onSearch?: (text: string) => void;
  /**
   * GET this endpoint with the text (a string gets `?search=<text>` appended) and hand the
   * array in `data` to onResults.
   */
  endpoint?: string | ((text: string) => string);
  onResults?: (items: T[]) => void;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  delay?: number;
  className?: string;
};

function searchUrl(endpoint: string | ((text: string) => string), text: string): string {
  if (typeof endpoint === 'function') return endpoint(text);
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}search=${encodeURIComponent(text)}`;
}

/** A search box that waits for a pause in typing before searching (spec 2). */
export function SearchField<T = unknown>({
  onSearch,
  endpoint,
  onResults,
  label = 'Search',
  placeholder = 'Search...',
  defaultValue = '',
  delay = SEARCH_DEBOUNCE_MS,
  className,
}: SearchFieldProps<T>) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const search = async (value: string) => {
    onSearch?.(value);
    if (!endpoint) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const { data } = await api.get<unknown>(searchUrl(endpoint, value), controller.signal);
      if (!Array.isArray(data)) throw new Error('Unexpected search results');
      setError(null);
      onResults?.(data as T[]);
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err instanceof Error ? err.message : 'Something went wrong...');
    }
  };
  const debounced = useDebouncedCallback(search, delay);

  const change = (value: string) => {
    setText(value);
    debounced(value);
  };
  const clear = () => {
    setText('');
    debounced.cancel();
    void search('');
  };

  return (
    <div className={cn('flex flex-col', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-[var(--text-muted)]"
        />
        <input
          id={id}
          type="search"
          className="input px-10 [&::-webkit-search-cancel-button]:hidden"
          placeholder={placeholder}
          value={text}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // searching now, not submitting a surrounding form
            event.preventDefault();
            debounced.flush();
          }}
        />
        {text ? (
          <button
            type="button"
            className="btn-ghost btn-icon absolute right-0.5 top-1/2 -translate-y-1/2"
            aria-label="Clear search"
            onClick={clear}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

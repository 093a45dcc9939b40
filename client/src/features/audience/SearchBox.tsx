import { useEffect, useId, useRef, useState } from 'react';
import { MAX_KEYWORD } from './audience-search';

/** How long typing must pause before the search is sent (audience.md §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * "Search Learner": matches the name, e-mail or user id. Sends the words 500 ms after the last
 * key, or at once on Enter; follows the address when it changes elsewhere (back, a shared link).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (keyword: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="audience-search">
      <label htmlFor={id} className="visually-hidden">
        Search Learner
      </label>
      <input
        id={id}
        type="search"
        className="ui-input audience-search__input"
        placeholder="Search Learner"
        value={text}
        maxLength={MAX_KEYWORD}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== sent.current.trim()) {
            sent.current = text.trim();
            onSearch(text.trim());
          }
        }}
      />
    </div>
  );
}

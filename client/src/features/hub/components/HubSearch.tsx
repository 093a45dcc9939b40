import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { HubSearchSuggestQuery } from '../../../__generated__/HubSearchSuggestQuery.graphql';
import { kindLabel } from '../../../kinds';
import { type HubCardKind, materialHref, splitMatch } from './material-links';

const suggestQuery = graphql`
  query HubSearchSuggestQuery($slug: String!, $search: String!) {
    hub(companySlug: $slug) {
      materials(search: $search, first: 5) {
        items {
          id
          slug
          name
          kind
        }
      }
    }
  }
`;

type Suggestion = { id: string; slug: string; name: string; kind: HubCardKind };

/**
 * The hub's search (audience.md §2): up to 5 suggestions while typing, the matched text in bold,
 * a click (or Enter on one) opens the material; Enter in the box shows every match (it overrides
 * the tab). An ARIA combobox: arrows move through the suggestions, Escape closes them.
 */
export function HubSearch({ companySlug, initial, onSearch }: { companySlug: string; initial: string; onSearch: (query: string) => void }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => setText(initial), [initial]);

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setSuggestions([]);
      return;
    }
    // Debounced; a later keystroke cancels the earlier request.
    let subscription: { unsubscribe: () => void } | null = null;
    const timer = window.setTimeout(() => {
      subscription = fetchQuery<HubSearchSuggestQuery>(environment, suggestQuery, { slug: companySlug, search: query }).subscribe({
        next: (data) => {
          setSuggestions([...(data.hub?.materials.items ?? [])]);
          setActive(-1);
        },
        error: () => setSuggestions([]),
      });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [text, companySlug, environment]);

  const expanded = open && suggestions.length > 0 && text.trim().length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setOpen(false);
    onSearch(text.trim());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      navigate(materialHref(companySlug, suggestions[active]));
    }
  }

  return (
    <form role="search" className="hub-search" onSubmit={submit}>
      <label htmlFor={`${listId}-input`} className="hub-search__label">
        Search materials
      </label>
      <div className="hub-search__box">
        <input
          id={`${listId}-input`}
          className="ui-input hub-search__input"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={100}
          placeholder="Search by name or description"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={handleKeyDown}
        />
        <div id={listId} role="listbox" aria-label="Suggestions" className="hub-search__suggestions" hidden={!expanded}>
          {suggestions.map((s, i) => {
            const [before, match, after] = splitMatch(s.name, text.trim());
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the combobox (arrows, Enter), which points at this option with aria-activedescendant.
              <div
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className="hub-search__suggestion"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => navigate(materialHref(companySlug, s))}
              >
                <span>
                  {before}
                  <strong>{match}</strong>
                  {after}
                </span>
                <span className="hub-search__kind">{kindLabel(s.kind)}</span>
              </div>
            );
          })}
        </div>
      </div>
      <button type="submit" className="ui-button ui-button--secondary ui-button--md">
        Search
      </button>
    </form>
  );
}

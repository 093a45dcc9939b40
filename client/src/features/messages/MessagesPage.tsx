import { useEffect, useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui';
import { ChatPane, ChatPlaceholder } from './ChatPane';
import { MaterialsTabMenu } from './MaterialsTabMenu';
import { inFilter, SAMPLE_THREADS, type SampleMessage, type ThreadFilter, type ThreadSort, visibleThreads } from './sample-threads';
import { ThreadList } from './ThreadList';
import './messages.css';

const FILTERS: { id: ThreadFilter; label: string }[] = [
  { id: 'all', label: 'All threads' },
  { id: 'important', label: 'Important' },
  { id: 'archived', label: 'Archived' },
];

const MINUTE = 60_000;

/** The moment now, moved on every minute so "5 minutes ago" keeps up while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /{companySlug}/messages — the static Messages sample screen (audience.md §2): toolbar with the
 * filters, the thread sidebar, the chat pane, the materials tab menu. Sample data only: it calls no
 * server, and what is written in the composer stays in this page's state.
 */
export function Component() {
  useDocumentTitle('Messages');
  const now = useNow();
  const [openedAt] = useState(() => Date.now());
  const [filter, setFilter] = useState<ThreadFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ThreadSort>('newest');
  const [openId, setOpenId] = useState<string | null>(null);
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [written, setWritten] = useState<Record<string, SampleMessage[]>>({});
  const chatHeading = useRef<HTMLHeadingElement>(null);

  // Sample times are minutes before the page opened; a message written here is "minus" minutes (newer).
  const messageTime = (minutesAgo: number) => new Date(openedAt - minutesAgo * MINUTE);

  const threads = useMemo(
    () =>
      SAMPLE_THREADS.map((thread) => ({
        ...thread,
        unread: read.has(thread.id) ? 0 : thread.unread,
        messages: [...thread.messages, ...(written[thread.id] ?? [])],
      })),
    [read, written],
  );
  const listed = visibleThreads(threads, filter, search, sort);
  const filterEmpty = !threads.some((thread) => inFilter(thread, filter));
  // A thread stays open while its filter shows it (the search only narrows the list).
  const open = threads.find((thread) => thread.id === openId && inFilter(thread, filter)) ?? null;

  function openThread(id: string) {
    setOpenId(id);
    setRead((ids) => new Set(ids).add(id));
    // Stacked panes (a phone): bring the conversation into view and tell screen readers where they are.
    requestAnimationFrame(() => {
      const heading = chatHeading.current;
      if (!heading) return;
      const box = heading.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) heading.focus();
    });
  }

  function send(text: string) {
    if (!open) return;
    const message: SampleMessage = { id: `local-${Date.now()}`, from: 'you', text, minutesAgo: (openedAt - Date.now()) / MINUTE };
    setWritten((all) => ({ ...all, [open.id]: [...(all[open.id] ?? []), message] }));
  }

  return (
    <div className="messages-page">
      <div className="messages-page__head">
        <h1>Messages</h1>
        <div className="messages-filters" role="group" aria-label="Show threads">
          {FILTERS.map((option) => (
            <Button
              key={option.id}
              size="sm"
              variant={filter === option.id ? 'primary' : 'secondary'}
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      <p className="messages-page__note" role="note">
        <strong>Preview.</strong> Messaging is not available yet: this screen shows sample conversations, and nothing you write here is sent or saved.
      </p>
      <div className="messages-layout">
        <ThreadList
          threads={listed}
          filterEmpty={filterEmpty}
          search={search}
          onSearchChange={setSearch}
          sort={sort}
          onSortChange={setSort}
          openId={open?.id ?? null}
          onOpen={openThread}
          messageTime={messageTime}
          now={now}
        />
        {open ? <ChatPane key={open.id} thread={open} onSend={send} messageTime={messageTime} now={now} headingRef={chatHeading} /> : <ChatPlaceholder />}
        <MaterialsTabMenu />
      </div>
    </div>
  );
}

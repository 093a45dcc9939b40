import { useId } from 'react';
import { Avatar, Button, TextField } from '../../ui';
import { MessagesIcon } from './icons';
import { lastMessage, type SampleThread, type ThreadSort } from './sample-threads';
import { relativeTime, threadPreview } from './thread-preview';

interface ThreadListProps {
  threads: readonly SampleThread[];
  /** The filter holds no thread at all (not just none matching the search). */
  filterEmpty: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  sort: ThreadSort;
  onSortChange: (sort: ThreadSort) => void;
  openId: string | null;
  onOpen: (id: string) => void;
  messageTime: (minutesAgo: number) => Date;
  now: Date;
}

/** The sidebar: "Search Learner", the sort button and the thread cards (or the empty state). */
export function ThreadList({ threads, filterEmpty, search, onSearchChange, sort, onSortChange, openId, onOpen, messageTime, now }: ThreadListProps) {
  const headingId = useId();
  return (
    <section className="messages-sidebar" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Threads
      </h2>
      <div className="messages-sidebar__tools">
        <TextField
          type="search"
          label="Search Learner"
          hideLabel
          placeholder="Search Learner"
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          fieldClassName="messages-sidebar__search"
          autoComplete="off"
        />
        <div className="messages-sidebar__row">
          <p className="messages-sidebar__count" aria-live="polite">
            {threads.length === 1 ? '1 thread' : `${threads.length} threads`}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="messages-sidebar__sort"
            title="Switch between newest and oldest first"
            onClick={() => onSortChange(sort === 'newest' ? 'oldest' : 'newest')}
          >
            <MessagesIcon name="sort" />
            <span className="visually-hidden">Sort: </span>
            {sort === 'newest' ? 'Newest first' : 'Oldest first'}
          </Button>
        </div>
      </div>
      {threads.length === 0 ? (
        <div className="messages-empty">
          <p className="messages-empty__title">{filterEmpty ? 'There is nothing here yet!' : `No learner matches “${search.trim()}”.`}</p>
          {!filterEmpty && <p className="messages-empty__hint">Try another name, or clear the search.</p>}
        </div>
      ) : (
        <ul className="thread-list">
          {threads.map((thread) => (
            <li key={thread.id}>
              <ThreadCard thread={thread} open={thread.id === openId} onOpen={() => onOpen(thread.id)} messageTime={messageTime} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ThreadCardProps {
  thread: SampleThread;
  open: boolean;
  onOpen: () => void;
  messageTime: (minutesAgo: number) => Date;
  now: Date;
}

/** One thread: learner, the first 40 characters of the last message, time, attachment, star and unread count. */
function ThreadCard({ thread, open, onOpen, messageTime, now }: ThreadCardProps) {
  const last = lastMessage(thread);
  const at = last ? messageTime(last.minutesAgo) : null;
  const hasAttachment = thread.messages.some((message) => message.attachment);
  const unread = thread.unread > 0;
  const classes = ['thread-card', unread ? 'thread-card--unread' : null, open ? 'thread-card--open' : null].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-current={open ? 'true' : undefined} onClick={onOpen}>
      <Avatar name={thread.learner} size="md" decorative />
      <span className="thread-card__body">
        <span className="thread-card__name">{thread.learner}</span>
        <span className="thread-card__preview">
          {last?.from === 'you' && <span className="thread-card__you">You: </span>}
          {last ? threadPreview(last.text) : 'No messages yet'}
        </span>
      </span>
      <span className="thread-card__meta">
        {at && (
          <time className="thread-card__time" dateTime={at.toISOString()}>
            {relativeTime(at, now)}
          </time>
        )}
        <span className="thread-card__marks">
          {hasAttachment && (
            <span className="thread-card__mark" title="Has an attachment">
              <MessagesIcon name="paperclip" />
              <span className="visually-hidden">Has an attachment.</span>
            </span>
          )}
          {thread.important && (
            <span className="thread-card__mark thread-card__mark--star" title="Important">
              <MessagesIcon name="star" filled />
              <span className="visually-hidden">Important.</span>
            </span>
          )}
          {unread && (
            <span className="thread-card__counter">
              <span aria-hidden="true">{thread.unread}</span>
              <span className="visually-hidden">{thread.unread === 1 ? '1 unread message.' : `${thread.unread} unread messages.`}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

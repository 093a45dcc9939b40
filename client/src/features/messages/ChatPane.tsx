import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button, TextArea } from '../../ui';
import { MessagesIcon } from './icons';
import { lastMessage, type SampleThread } from './sample-threads';
import { relativeTime } from './thread-preview';

interface ChatPaneProps {
  thread: SampleThread;
  onSend: (text: string) => void;
  messageTime: (minutesAgo: number) => Date;
  now: Date;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The open thread: topbar with the subject and the Information popup, the messages, the composer. */
export function ChatPane({ thread, onSend, messageTime, now, headingRef }: ChatPaneProps) {
  const headingId = useId();
  const infoId = useId();
  const [infoOpen, setInfoOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const infoButton = useRef<HTMLButtonElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const count = thread.messages.length;

  // Keep the newest message in view when one is added (and when the thread opens).
  useEffect(() => {
    if (count > 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  const first = thread.messages[0];
  const last = lastMessage(thread);
  const created = first ? messageTime(first.minutesAgo) : null;
  const updated = last ? messageTime(last.minutesAgo) : null;

  function send() {
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    setDraft('');
  }

  function closeInfoOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !infoOpen) return;
    event.stopPropagation();
    setInfoOpen(false);
    infoButton.current?.focus();
  }

  return (
    <section className="messages-chat" aria-labelledby={headingId}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the popup from anywhere inside it; the controls themselves are buttons. */}
      <div className="messages-chat__topbar" onKeyDown={closeInfoOnEscape}>
        <div className="messages-chat__title">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="messages-chat__subject">
            Subject: {thread.subject}
          </h2>
          <p className="messages-chat__with">with {thread.learner}</p>
        </div>
        <Button ref={infoButton} variant="secondary" size="sm" aria-expanded={infoOpen} aria-controls={infoId} onClick={() => setInfoOpen((open) => !open)}>
          <MessagesIcon name="info" />
          Information
        </Button>
        <div id={infoId} className="messages-info" hidden={!infoOpen}>
          <h3 className="messages-info__title">Information</h3>
          <dl className="messages-info__list">
            <dt>Sender</dt>
            <dd>
              {thread.learner}
              <span className="messages-info__email">{thread.email}</span>
            </dd>
            <dt>Created</dt>
            <dd>{created && <time dateTime={created.toISOString()}>{dateTime.format(created)}</time>}</dd>
            <dt>Last update</dt>
            <dd>
              {updated && (
                <time dateTime={updated.toISOString()}>
                  {dateTime.format(updated)} ({relativeTime(updated, now)})
                </time>
              )}
            </dd>
          </dl>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <div ref={log} className="messages-log" role="log" aria-label={`Messages with ${thread.learner}`} tabIndex={0}>
        <ol className="messages-log__list">
          {thread.messages.map((message) => {
            const at = messageTime(message.minutesAgo);
            return (
              <li key={message.id} className={`messages-bubble messages-bubble--${message.from}`}>
                <p className="messages-bubble__meta">
                  <span className="messages-bubble__from">{message.from === 'you' ? 'You' : thread.learner}</span>
                  <time dateTime={at.toISOString()} title={dateTime.format(at)}>
                    {relativeTime(at, now)}
                  </time>
                </p>
                <p className="messages-bubble__text">{message.text}</p>
                {message.attachment && (
                  <p className="messages-bubble__attachment">
                    <MessagesIcon name="paperclip" />
                    <span className="visually-hidden">Attachment: </span>
                    {message.attachment}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      <form
        className="messages-composer"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextArea
          label="Your message"
          hideLabel
          placeholder="Write your message..."
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          fieldClassName="messages-composer__field"
          className="messages-composer__input"
          hint="Preview: your message stays on this screen and is not sent."
        />
        <Button type="submit" className="messages-composer__send" disabled={draft.trim() === ''}>
          <MessagesIcon name="send" />
          Send
        </Button>
      </form>
    </section>
  );
}

/** The chat pane before a thread is chosen. */
export function ChatPlaceholder() {
  const headingId = useId();
  return (
    <section className="messages-chat messages-chat--empty" aria-labelledby={headingId}>
      <h2 id={headingId} className="messages-empty__title">
        Select contact to start the conversation
      </h2>
      <p className="messages-empty__hint">Choose a thread in the list to read it and write back.</p>
    </section>
  );
}

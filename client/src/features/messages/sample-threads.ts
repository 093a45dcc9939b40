/**
 * The sample conversations of the Messages preview (audience.md §2 "Messages sample screen
 * (static)"): nothing here comes from or goes to a server. Times are offsets from the moment the
 * page opens, so "5 minutes ago" stays true whenever the preview is looked at.
 */

export type ThreadFilter = 'all' | 'important' | 'archived';
export type ThreadSort = 'newest' | 'oldest';

export interface SampleMessage {
  id: string;
  /** The learner, or the staff member using the screen. */
  from: 'learner' | 'you';
  text: string;
  /** Minutes before the page opened; messages written on the screen carry their own time instead. */
  minutesAgo: number;
  attachment?: string;
}

export interface SampleThread {
  id: string;
  learner: string;
  email: string;
  subject: string;
  important: boolean;
  archived: boolean;
  /** Learner messages not read yet. */
  unread: number;
  /** Oldest first. */
  messages: SampleMessage[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const SAMPLE_THREADS: readonly SampleThread[] = [
  {
    id: 'ava',
    learner: 'Ava Thompson',
    email: 'ava.thompson@example.com',
    subject: 'Medication - Step 4',
    important: true,
    archived: false,
    unread: 2,
    messages: [
      { id: 'ava-1', from: 'learner', text: 'Hi! I am working through the Medication path.', minutesAgo: 2 * DAY },
      { id: 'ava-2', from: 'you', text: 'Great, let me know if anything is unclear.', minutesAgo: 2 * DAY - 30 },
      { id: 'ava-3', from: 'learner', text: 'I attached my notes on the dosage table.', minutesAgo: 20, attachment: 'dosage-notes.pdf' },
      { id: 'ava-4', from: 'learner', text: 'Could you check the dosage table in step 4 before Friday? I am not sure about the night dose.', minutesAgo: 5 },
    ],
  },
  {
    id: 'liam',
    learner: 'Liam Carter',
    email: 'liam.carter@example.com',
    subject: 'Onboarding - Step 2',
    important: false,
    archived: false,
    unread: 1,
    messages: [{ id: 'liam-1', from: 'learner', text: 'Where do I find the safety checklist mentioned in step 2?', minutesAgo: 3 * HOUR }],
  },
  {
    id: 'sofia',
    learner: 'Sofia Martinez',
    email: 'sofia.martinez@example.com',
    subject: 'Customer care - Quiz',
    important: true,
    archived: false,
    unread: 0,
    messages: [
      { id: 'sofia-1', from: 'learner', text: 'I failed the quiz twice, can I get another attempt?', minutesAgo: DAY + 4 * HOUR },
      { id: 'sofia-2', from: 'you', text: 'Yes, I have reset your attempts. Good luck!', minutesAgo: DAY + 2 * HOUR },
    ],
  },
  {
    id: 'noah',
    learner: 'Noah Williams',
    email: 'noah.williams@example.com',
    subject: 'Data privacy - Step 1',
    important: false,
    archived: false,
    unread: 0,
    messages: [
      { id: 'noah-1', from: 'learner', text: 'Here is the signed form for the privacy training.', minutesAgo: 3 * DAY, attachment: 'privacy-form.pdf' },
      { id: 'noah-2', from: 'you', text: 'Thanks Noah, received.', minutesAgo: 3 * DAY - 15 },
    ],
  },
  {
    id: 'emma',
    learner: 'Emma Johnson',
    email: 'emma.johnson@example.com',
    subject: 'Sales basics - Step 3',
    important: false,
    archived: false,
    unread: 3,
    messages: [
      { id: 'emma-1', from: 'learner', text: 'The video in step 3 does not play on my phone.', minutesAgo: 9 * DAY },
      { id: 'emma-2', from: 'learner', text: 'It works on my laptop though.', minutesAgo: 9 * DAY - 5 },
      { id: 'emma-3', from: 'learner', text: 'Should I finish the path on the laptop for now?', minutesAgo: 9 * DAY - 10 },
    ],
  },
];

/** A thread's last message: what its card shows and what the list sorts by. */
export function lastMessage(thread: SampleThread): SampleMessage | undefined {
  return thread.messages.at(-1);
}

/** Minutes since the thread's last message (smaller is newer); a thread without messages is the oldest. */
function age(thread: SampleThread): number {
  return lastMessage(thread)?.minutesAgo ?? Number.POSITIVE_INFINITY;
}

/** Whether a thread belongs under a filter: All threads and Important leave the archived ones out. */
export function inFilter(thread: SampleThread, filter: ThreadFilter): boolean {
  if (filter === 'archived') return thread.archived;
  return !thread.archived && (filter === 'all' || thread.important);
}

/** The cards to list: the filter, then the learner-name search (any part, any case), then the order. */
export function visibleThreads(threads: readonly SampleThread[], filter: ThreadFilter, search: string, sort: ThreadSort): SampleThread[] {
  const term = search.trim().toLocaleLowerCase('en');
  const sign = sort === 'newest' ? 1 : -1;
  return threads.filter((thread) => inFilter(thread, filter) && thread.learner.toLocaleLowerCase('en').includes(term)).sort((a, b) => sign * (age(a) - age(b)));
}
